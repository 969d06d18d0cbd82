'use client';

/** A button that says what it is doing (and cannot be pressed again) while its action runs. */
export function BusyButton({
  busy,
  label,
  busyLabel,
  onClick,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick: () => void;
  className: string;
}) {
  return (
    <button type="button" className={className} disabled={busy} aria-busy={busy} onClick={onClick}>
      {busy ? busyLabel : label}
    </button>
  );
}
