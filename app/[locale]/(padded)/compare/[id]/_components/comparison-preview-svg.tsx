import 'server-only';
import type { ReactElement } from 'react';
import { BAR_OUTLINE, personColour } from '@/lib/compare/chart-colours';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { labelSvg, type DrawnLabel } from '@/lib/preview-images/server/label';

/**
 * The drawing of a comparison's preview image (./comparison-preview.tsx): the legend and the
 * chart as SVG, from labels already shaped. Positions only; no text is chosen here.
 */

/** One column per domain; the legend uses the same columns, five names to a row. */
export const GROUP_WIDTH = 208;

/** Where a legend entry's number box sits: 10 px from the start edge, 30 px square. */
const BOX = { margin: 10, size: 30 };

/**
 * One person's legend entry as one SVG: the number in a box of the person's colour (outlined, as
 * light colours are), then the name, both centred on the entry's height, in reading direction.
 */
export function legendEntry(
  locale: Locale,
  index: number,
  { number, name }: { number: DrawnLabel; name: DrawnLabel },
) {
  const height = Math.max(BOX.size, name.height);
  const rtl = directionOf(locale) === 'rtl';
  const boxX = rtl ? GROUP_WIDTH - BOX.margin - BOX.size : BOX.margin;
  const boxY = (height - BOX.size) / 2;
  const nameStart = BOX.margin * 2 + BOX.size;
  const nameX = rtl ? GROUP_WIDTH - nameStart - name.width : nameStart;
  return {
    width: GROUP_WIDTH,
    height,
    paths: (
      <>
        <rect
          x={boxX + 0.5}
          y={boxY + 0.5}
          width={BOX.size - 1}
          height={BOX.size - 1}
          rx={6}
          fill={personColour(index)}
          stroke={BAR_OUTLINE}
          strokeWidth={1}
        />
        <g
          transform={at(
            boxX + (BOX.size - number.width) / 2,
            boxY + (BOX.size - number.height) / 2,
          )}
        >
          {number.paths}
        </g>
        <g transform={at(nameX, (height - name.height) / 2)}>{name.paths}</g>
      </>
    ),
  };
}

/** Between the five domain columns, as in the chart (they fill the 1080 px of content). */
const COLUMN_GAP = (1080 - 5 * GROUP_WIDTH) / 4;
const LEGEND_ROW_GAP = 8;

/**
 * The legend as one SVG: five entries to a row in the domain columns' places (in reading
 * direction), each centred on its row's height.
 */
export function legendSvg(locale: Locale, entries: DrawnLabel[]) {
  const rtl = directionOf(locale) === 'rtl';
  const width = 5 * GROUP_WIDTH + 4 * COLUMN_GAP;
  const placed: ReactElement[] = [];
  let top = 0;
  for (let start = 0; start < entries.length; start += 5) {
    const row = entries.slice(start, start + 5);
    const height = Math.max(...row.map((entry) => entry.height));
    row.forEach((entry, column) => {
      const offset = column * (GROUP_WIDTH + COLUMN_GAP);
      const x = rtl ? width - GROUP_WIDTH - offset : offset;
      placed.push(
        <g key={start + column} transform={at(x, top + (height - entry.height) / 2)}>
          {entry.paths}
        </g>,
      );
    });
    top += height + LEGEND_ROW_GAP;
  }
  return labelSvg({ width, height: Math.max(0, top - LEGEND_ROW_GAP), paths: <>{placed}</> });
}

/** Under a domain's bars: the people's numbers, then the domain's name, centred, as one SVG. */
export function groupFooter(numbers: DrawnLabel, name: DrawnLabel): DrawnLabel {
  const nameTop = numbers.height + 8;
  return {
    width: GROUP_WIDTH,
    height: nameTop + name.height,
    paths: (
      <>
        <g transform={at((GROUP_WIDTH - numbers.width) / 2, 0)}>{numbers.paths}</g>
        <g transform={at((GROUP_WIDTH - name.width) / 2, nameTop)}>{name.paths}</g>
      </>
    ),
  };
}

export const at = (x: number, y: number) =>
  `translate(${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10})`;

/** The bands and the average line: the page's near-black. */
const MARK_COLOUR = '#171717';

/** Space for the values printed above the bars (four people or fewer). */
const VALUE_SPACE = 28;
const BASELINE = { width: 2, colour: '#a3a3a3' };

/** A bar with rounded top corners (radius 4), outlined but for its foot, from its bottom left. */
function barPath(x: number, bottom: number, width: number, height: number): string {
  const r = Math.min(4, width / 2, height);
  const top = bottom - height;
  return [
    `M${x} ${bottom}`,
    `V${top + r}`,
    `Q${x} ${top} ${x + r} ${top}`,
    `H${x + width - r}`,
    `Q${x + width} ${top} ${x + width} ${top + r}`,
    `V${bottom}`,
  ].join('');
}

/**
 * The five domain columns as one SVG (as `legendSvg`, one image instead of a hundred boxes):
 * per domain one bar per person on a baseline, the values above them for four people or fewer,
 * then the people's numbers and the domain's name. Columns and bars run in reading direction.
 */
export function chartSvg(
  locale: Locale,
  groups: {
    domain: string;
    bars: {
      percentile: number;
      /** The score's 95 % band, in percentiles. */
      band: { low: number; high: number } | null;
      value: DrawnLabel | null;
    }[];
    footer: DrawnLabel;
  }[],
  layout: { count: number; barWidth: number; gap: number; barArea: number; valued: boolean },
) {
  const { count, barWidth, gap, barArea, valued } = layout;
  const rtl = directionOf(locale) === 'rtl';
  const width = 5 * GROUP_WIDTH + 4 * COLUMN_GAP;
  const bottom = barArea + (valued ? VALUE_SPACE : 0);
  const footerTop = bottom + BASELINE.width + 4;
  const height = footerTop + Math.max(...groups.map((group) => group.footer.height));
  const barsWidth = count * barWidth + (count - 1) * gap;
  const parts: ReactElement[] = [];
  groups.forEach((group, column) => {
    const offset = column * (GROUP_WIDTH + COLUMN_GAP);
    const x0 = rtl ? width - GROUP_WIDTH - offset : offset;
    const start = x0 + (GROUP_WIDTH - barsWidth) / 2;
    group.bars.forEach((bar, i) => {
      const step = i * (barWidth + gap);
      const x = rtl ? start + barsWidth - step - barWidth : start + step;
      const h = bar.band ? Math.max(4, (barArea * bar.percentile) / 100) : 0;
      if (h > 0)
        parts.push(
          <path
            key={`${group.domain}${i}`}
            d={barPath(x + 0.5, bottom, barWidth - 1, h - 0.5)}
            fill={personColour(i)}
            stroke={BAR_OUTLINE}
            strokeWidth={1}
          />,
        );
      if (bar.band) {
        // The band: an outline over the bar's end, as on the page (drawn over the fill).
        const top = bottom - (barArea * bar.band.high) / 100;
        const foot = bottom - (barArea * bar.band.low) / 100;
        parts.push(
          <rect
            key={`${group.domain}${i}b`}
            x={x - 2}
            y={top}
            width={barWidth + 4}
            height={Math.max(2, foot - top)}
            rx={3}
            fill="none"
            stroke={MARK_COLOUR}
            strokeWidth={2}
          />,
        );
      }
      if (bar.value)
        parts.push(
          <g
            key={`${group.domain}${i}v`}
            transform={at(x + (barWidth - bar.value.width) / 2, bottom - h - bar.value.height)}
          >
            {bar.value.paths}
          </g>,
        );
    });
    parts.push(
      // The norm groups' average (50th percentile) across the domain's bars.
      <rect
        key={`${group.domain}-mean`}
        x={x0 + 4}
        y={bottom - barArea / 2 - 1}
        width={GROUP_WIDTH - 8}
        height={2}
        fill={MARK_COLOUR}
      />,
      <rect
        key={`${group.domain}-base`}
        x={x0}
        y={bottom}
        width={GROUP_WIDTH}
        height={BASELINE.width}
        fill={BASELINE.colour}
      />,
      <g key={`${group.domain}-foot`} transform={at(x0, footerTop)}>
        {group.footer.paths}
      </g>,
    );
  });
  return labelSvg({ width, height, paths: <>{parts}</> });
}
