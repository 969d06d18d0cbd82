import 'server-only';
import { PERSON_COLOURS } from '@/lib/compare/chart-colours';
import type { Locale } from '@/lib/i18n/locales';
import { previewResponse, rowOf } from './image';
import { label } from './label';

/** Bar lengths of the decorative profile under the text: five traits, nothing measured. */
const SHAPE = [0.72, 0.45, 0.86, 0.58, 0.33];

/**
 * The link-preview image of an information page (home, the test, comparisons, a trait, an
 * article): its title and lead in the page's language above a small five-bar profile, so a shared
 * link says what the page is and that it belongs to this site.
 */
export async function pagePreview(locale: Locale, title: string, lead: string) {
  const text = await label(locale, lead, {
    size: 34,
    colour: '#404040',
    maxWidth: 1080,
    maxLines: 2,
    minSize: 26,
  });
  const row = rowOf(locale);
  return previewResponse(locale, title, [
    <div key="lead" style={{ display: 'flex', flexDirection: row, marginTop: 12 }}>
      {text}
    </div>,
    <div
      key="bars"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 14,
        marginTop: 'auto',
        marginBottom: 18,
      }}
    >
      {SHAPE.map((length, i) => (
        <div key={i} style={{ display: 'flex', flexDirection: row }}>
          <div
            style={{
              width: Math.round(560 * length),
              height: 22,
              borderRadius: 11,
              backgroundColor: PERSON_COLOURS[i],
            }}
          />
        </div>
      ))}
    </div>,
  ]);
}
