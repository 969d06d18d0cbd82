import 'server-only';
import { getTranslations } from 'next-intl/server';
import { RESULT_COLOUR } from '@/lib/compare/chart-colours';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import { previewResponse, rowOf } from '@/lib/preview-images/server/image';
import { label } from '@/lib/preview-images/server/label';
import type { PublicResult } from '@/lib/results/public-result';
import { normGroupLabel, shownPercentile } from './report-format';

/**
 * Widths in pixels: a name column, the bar's track, the figure. Fixed, because a track that grows
 * with the space left takes its fill's width into account in Satori and overflows near 100 %.
 */
const NAME = 390;
const FIGURE = 80;
const TRACK = 1080 - NAME - FIGURE - 2 * 24;

/**
 * The link-preview image of a result: the five domains as bars with their percentiles.
 * Its length is the image's layout, one block per part; the drawing is in lib/preview-images.
 */
export async function resultPreview(locale: Locale, result: PublicResult) {
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'ResultSummary' }),
    getTranslations({ locale, namespace: 'Pages.resultView' }),
  ]);
  const format = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 });
  const row = rowOf(locale);
  const [group, column, rows] = await Promise.all([
    label(locale, normGroupLabel(t, result.norm), {
      size: 28,
      colour: '#525252',
      maxWidth: 880,
      minSize: 20,
    }),
    label(locale, t('percentileColumn'), { size: 22, colour: '#525252', maxWidth: 190 }),
    Promise.all(
      result.domains.map(async (domain) => ({
        domain,
        name: await label(locale, t(`domain${domain.domain}`), {
          size: 34,
          weight: 700,
          maxWidth: NAME - 10,
          minSize: 22,
        }),
        value: await label(locale, shownPercentile(format.format, domain.percentile), {
          size: 46,
          weight: 700,
          colour: RESULT_COLOUR,
          align: 'end',
        }),
      })),
    ),
  ]);

  // Named, like the page's heading and og:title, when the person gave a handle.
  const title = result.handle ? t('titleOf', { handle: result.handle }) : pages('title');
  return previewResponse(locale, title, [
    <div
      key="group"
      style={{
        display: 'flex',
        flexDirection: row,
        justifyContent: 'space-between',
        alignItems: 'flex-end',
        marginTop: 6,
      }}
    >
      {group}
      {column}
    </div>,
    <div
      key="rows"
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-around',
        flexGrow: 1,
        marginTop: 12,
      }}
    >
      {rows.map(({ domain, name, value }) => (
        <div
          key={domain.domain}
          style={{ display: 'flex', flexDirection: row, alignItems: 'center' }}
        >
          <div style={{ display: 'flex', flexDirection: row, width: NAME }}>{name}</div>
          <div
            style={{
              display: 'flex',
              flexDirection: row,
              width: TRACK,
              height: 30,
              borderRadius: 15,
              backgroundColor: '#e5e5e5',
              margin: '0 24px',
            }}
          >
            <div
              style={{
                width: (TRACK * Math.max(2, Math.min(100, domain.percentile))) / 100,
                height: '100%',
                borderRadius: 15,
                backgroundColor: RESULT_COLOUR,
              }}
            />
          </div>
          <div
            style={{
              display: 'flex',
              flexDirection: row,
              justifyContent: 'flex-end',
              width: FIGURE,
            }}
          >
            {value}
          </div>
        </div>
      ))}
    </div>,
  ]);
}
