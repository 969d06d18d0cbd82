import 'server-only';
import { getTranslations } from 'next-intl/server';
import { DOMAINS } from '@/inventory/info';
import { personInk } from '@/lib/compare/chart-colours';
import { directionOf, type Locale, localeTag } from '@/lib/i18n/locales';
import { previewResponse } from '@/lib/preview-images/server/image';
import { drawLabel } from '@/lib/preview-images/server/label';
import type { ComparedPerson } from './comparison';
import { bandOfScore } from './differences';
import {
  at,
  chartSvg,
  groupFooter,
  GROUP_WIDTH,
  legendEntry,
  legendSvg,
} from './comparison-preview-svg';

/**
 * The link-preview image of a comparison: a legend of numbered names, then per domain one bar per
 * person. Each bar carries its person's number, so it reads in greyscale and for colour-blind
 * eyes too; light colours are outlined.
 * Its length is the image's texts, shaped in parallel; the drawing is in comparison-preview-svg.tsx.
 */
export async function comparisonPreview(locale: Locale, people: ComparedPerson[]) {
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'ResultSummary' }),
    getTranslations({ locale, namespace: 'Pages.compareView' }),
  ]);
  const format = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 });
  const shown = (p: number) => format.format(Math.min(99, Math.max(1, p)));
  const count = people.length;
  const gap = count > 8 ? 2 : count > 6 ? 4 : 8;
  const barWidth = Math.min(48, Math.floor((GROUP_WIDTH - 16 - gap * (count - 1)) / count));
  const valued = count <= 4;
  // Two legend rows from six people on leave less room for the bars.
  const barArea = count > 5 ? 170 : 200;

  // The same numbers stand under every domain's bars: drawn once.
  const numbers = await numberRow(locale, count, {
    format,
    barWidth,
    gap,
    size: count > 6 ? 13 : 16,
    weight: count > 6 ? 700 : 400,
  });
  const [entries, groups] = await Promise.all([
    Promise.all(
      people.map(async (person, i) =>
        legendEntry(locale, i, {
          number: await drawLabel(locale, format.format(i + 1), {
            size: 18,
            weight: 700,
            colour: personInk(i),
          }),
          name: await drawLabel(locale, person.name, {
            size: 24,
            maxWidth: GROUP_WIDTH - 52,
            minSize: 16,
            maxLines: 2,
          }),
        }),
      ),
    ),
    Promise.all(
      DOMAINS.map(async (domain) => ({
        domain,
        bars: await Promise.all(
          people.map(async (person) => {
            // Matched by key, never by position in the stored list.
            const score = person.result.domains.find((d) => d.domain === domain);
            const percentile = score?.percentile ?? 0;
            const band = score ? bandOfScore(score, domain) : null;
            return {
              percentile,
              band: band && { low: band.percentileLow, high: band.percentileHigh },
              value:
                valued && score
                  ? await drawLabel(locale, shown(percentile), { size: 20, weight: 700 })
                  : null,
            };
          }),
        ),
        footer: groupFooter(
          numbers,
          await drawLabel(locale, t(`domain${domain}`), {
            size: 24,
            weight: 700,
            maxWidth: GROUP_WIDTH - 8,
            minSize: 16,
            maxLines: 2,
            align: 'center',
          }),
        ),
      })),
    ),
  ]);

  return previewResponse(locale, pages('title'), [
    <div key="legend" style={{ display: 'flex', marginTop: 14 }}>
      {legendSvg(locale, entries)}
    </div>,
    <div key="chart" style={{ display: 'flex', flexGrow: 1, marginTop: 18 }}>
      {chartSvg(locale, groups, { count, barWidth, gap, barArea, valued })}
    </div>,
  ]);
}

/**
 * The people's numbers under a domain's bars, drawn as one piece: each centred under its bar
 * (in reading order), placed in the footer's SVG rather than as an image per number.
 */
async function numberRow(
  locale: Locale,
  count: number,
  options: {
    format: Intl.NumberFormat;
    barWidth: number;
    gap: number;
    size: number;
    weight: 400 | 700;
  },
) {
  const { format, barWidth, gap, size, weight } = options;
  const numbers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      drawLabel(locale, format.format(i + 1), { size, weight, colour: '#404040' }),
    ),
  );
  const width = count * barWidth + (count - 1) * gap;
  const height = Math.max(...numbers.map((n) => n.height));
  const rtl = directionOf(locale) === 'rtl';
  return {
    width,
    height,
    paths: (
      <>
        {numbers.map((number, i) => {
          const centre = i * (barWidth + gap) + barWidth / 2;
          const x = (rtl ? width - centre : centre) - number.width / 2;
          return (
            <g key={i} transform={at(x, 0)}>
              {number.paths}
            </g>
          );
        })}
      </>
    ),
  };
}
