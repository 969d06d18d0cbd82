import 'server-only';
import { getTranslations } from 'next-intl/server';
import { DOMAINS } from '@/inventory/info';
import { BAR_OUTLINE, personColour, personInk } from '@/lib/chart-colours';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { previewResponse, rowOf } from '@/lib/server/og/image';
import { label } from '@/lib/server/og/label';
import type { ComparedPerson } from './comparison';

/** One column per domain; the legend uses the same columns, five names to a row. */
const GROUP_WIDTH = 208;

/**
 * The link-preview image of a comparison: a legend of numbered names, then per domain one bar per
 * person. Each bar carries its person's number, so it reads in greyscale and for colour-blind
 * eyes too; light colours are outlined.
 */
export async function comparisonPreview(locale: Locale, people: ComparedPerson[]) {
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'ResultSummary' }),
    getTranslations({ locale, namespace: 'Pages.compareView' }),
  ]);
  const format = new Intl.NumberFormat(localeInfo[locale].tag, { maximumFractionDigits: 0 });
  const shown = (p: number) => format.format(Math.min(99, Math.max(1, p)));
  const row = rowOf(locale);
  const count = people.length;
  const gap = count > 8 ? 2 : count > 6 ? 4 : 8;
  const barWidth = Math.min(48, Math.floor((GROUP_WIDTH - 16 - gap * (count - 1)) / count));
  const valued = count <= 4;
  // Two legend rows from six people on leave less room for the bars.
  const barArea = count > 5 ? 170 : 200;

  const [legend, groups] = await Promise.all([
    Promise.all(
      people.map(async (person, i) => ({
        number: await label(locale, format.format(i + 1), {
          size: 18,
          weight: 700,
          colour: personInk(i),
        }),
        name: await label(locale, person.name, {
          size: 24,
          maxWidth: GROUP_WIDTH - 52,
          minSize: 16,
          maxLines: 2,
        }),
      })),
    ),
    Promise.all(
      DOMAINS.map(async (domain) => ({
        domain,
        name: await label(locale, t(`domain${domain}`), {
          size: 24,
          weight: 700,
          maxWidth: GROUP_WIDTH - 8,
          minSize: 16,
          maxLines: 2,
          align: 'center',
        }),
        bars: await Promise.all(
          people.map(async (person, i) => {
            // Matched by key, never by position in the stored list.
            const score = person.result.domains.find((d) => d.domain === domain);
            const percentile = score?.percentile ?? 0;
            return {
              percentile,
              present: Boolean(score),
              value:
                valued && score
                  ? await label(locale, shown(percentile), { size: 20, weight: 700 })
                  : null,
              number: await label(locale, format.format(i + 1), {
                size: count > 6 ? 13 : 16,
                weight: count > 6 ? 700 : 400,
                colour: '#404040',
              }),
            };
          }),
        ),
      })),
    ),
  ]);

  return previewResponse(locale, pages('title'), [
    <div
      key="legend"
      style={{
        display: 'flex',
        flexDirection: row,
        flexWrap: 'wrap',
        marginTop: 14,
        rowGap: 8,
        // The gap the five domain columns below leave between them, so the two line up.
        columnGap: (1080 - 5 * GROUP_WIDTH) / 4,
      }}
    >
      {legend.map((entry, i) => (
        <div
          key={i}
          style={{
            display: 'flex',
            flexDirection: row,
            alignItems: 'center',
            width: GROUP_WIDTH,
          }}
        >
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 30,
              height: 30,
              borderRadius: 6,
              backgroundColor: personColour(i),
              border: `1px solid ${BAR_OUTLINE}`,
              flexShrink: 0,
              margin: '0 10px',
            }}
          >
            {entry.number}
          </div>
          {entry.name}
        </div>
      ))}
    </div>,
    <div
      key="chart"
      style={{
        display: 'flex',
        flexDirection: row,
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        flexGrow: 1,
        marginTop: 18,
      }}
    >
      {groups.map((group) => (
        <div
          key={group.domain}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            width: GROUP_WIDTH,
          }}
        >
          <div
            style={{
              display: 'flex',
              flexDirection: row,
              alignItems: 'flex-end',
              justifyContent: 'center',
              height: barArea + (valued ? 28 : 0),
              width: '100%',
              borderBottom: '2px solid #a3a3a3',
              columnGap: gap,
            }}
          >
            {group.bars.map((bar, i) => (
              <div
                key={i}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  width: barWidth,
                }}
              >
                {bar.value}
                <div
                  style={{
                    width: barWidth,
                    height: bar.present ? Math.max(4, (barArea * bar.percentile) / 100) : 0,
                    backgroundColor: personColour(i),
                    border: bar.present ? `1px solid ${BAR_OUTLINE}` : 'none',
                    borderBottom: 'none',
                    borderRadius: '4px 4px 0 0',
                  }}
                />
              </div>
            ))}
          </div>
          <div
            style={{
              display: 'flex',
              flexDirection: row,
              justifyContent: 'center',
              columnGap: gap,
              marginTop: 4,
            }}
          >
            {group.bars.map((bar, i) => (
              <div key={i} style={{ display: 'flex', justifyContent: 'center', width: barWidth }}>
                {bar.number}
              </div>
            ))}
          </div>
          <div style={{ display: 'flex', justifyContent: 'center', marginTop: 8 }}>
            {group.name}
          </div>
        </div>
      ))}
    </div>,
  ]);
}
