import { isLocale } from '@/lib/i18n/locales';
import { previewNotFound } from '@/lib/server/og/image';
import { backendFailure } from '@/lib/server/result-errors';
import { RESULT_ID_PATTERN, getResults } from '@/lib/server/results';
import { resultPreview } from '../_components/result-preview';

/** GET /{locale}/result/{id}/preview.png: the result's 1200×630 link-preview image. */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/result/[id]/preview.png'>,
) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !RESULT_ID_PATTERN.test(id)) return previewNotFound();
  let result;
  try {
    result = await getResults().get(id);
  } catch (error) {
    return backendFailure(error);
  }
  if (!result) return previewNotFound();
  return resultPreview(locale, result);
}
