import { BAR_OUTLINE, personColour, personInk } from '@/lib/compare/chart-colours';

/**
 * A person's number on their colour, as in the chart, the legend, the list and the preview image:
 * the number tells people apart where colours do not (colour blindness, greyscale print).
 */
export function PersonBadge({
  index,
  format,
  className = 'size-6 text-sm',
}: {
  index: number;
  /** The number as the page's locale writes it. */
  format: (value: number) => string;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`person-badge ${className}`}
      style={{
        backgroundColor: personColour(index),
        color: personInk(index),
        boxShadow: `inset 0 0 0 1px ${BAR_OUTLINE}`,
      }}
    >
      {format(index + 1)}
    </span>
  );
}
