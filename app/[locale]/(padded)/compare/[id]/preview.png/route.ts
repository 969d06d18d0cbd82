import { decodeCompareId } from '@/lib/compare-id';
import { isLocale } from '@/lib/i18n/locales';
import { previewNotFound } from '@/lib/server/og/image';
import { backendFailure } from '@/lib/server/result-errors';
import { comparisonPreview } from '../_components/comparison-preview';
import { loadPeople } from '../_components/load-people';

/** GET /{locale}/compare/{id}/preview.png: the comparison's 1200×630 link-preview image. */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/compare/[id]/preview.png'>,
) {
  const { locale, id } = await params;
  if (!isLocale(locale)) return previewNotFound();
  const decoded = decodeCompareId(id);
  if (!decoded.ok) return previewNotFound();
  let people;
  try {
    ({ people } = await loadPeople(decoded.people));
  } catch (error) {
    return backendFailure(error);
  }
  if (!people.length) return previewNotFound();
  return comparisonPreview(locale, people);
}
