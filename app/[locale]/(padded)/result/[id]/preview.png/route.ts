import { isLocale } from '@/lib/i18n/locales';
import { backendFailure } from '@/lib/server/result-errors';
import { RESULT_ID_PATTERN, getResults } from '@/lib/server/results';
import { resultPreview } from '../_components/result-preview';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/** GET /{locale}/result/{id}/preview.png: the result's 1200×630 link-preview image. */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/result/[id]/preview.png'>,
) {
  const { locale, id } = await params;
  if (!isLocale(locale) || !RESULT_ID_PATTERN.test(id)) return notFound();
  let result;
  try {
    result = await getResults().get(id);
  } catch (error) {
    return backendFailure(error);
  }
  if (!result) return notFound();
  return resultPreview(locale, result);
}
