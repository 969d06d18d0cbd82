import { isLocale, defaultLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { parseResultInput } from '@/lib/results/id';
import { getPublicResult } from '@/lib/results/server/service';

/**
 * GET /{locale}/result/open?result=…: where the result lookup's form is sent when the page's
 * scripts have not run (with them, the form opens the result itself). A see-other redirect to the
 * result, or to /result/lookup, which shows the form again with what was typed and why it leads
 * nowhere. A redirect, not a page: a page's redirect comes after its first bytes, too late for a
 * browser without scripts.
 */
export async function GET(request: Request, { params }: RouteContext<'/[locale]/result/open'>) {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const typed = (new URL(request.url).searchParams.get('result') ?? '').slice(0, 2000);
  const id = parseResultInput(typed);
  const found = id ? await getPublicResult(id).catch(() => null) : null;
  const target = found
    ? getPathname({ locale, href: `/result/${found.id}` })
    : `${getPathname({ locale, href: '/result/lookup' })}?${new URLSearchParams({ result: typed })}`;
  return new Response(null, { status: 303, headers: { Location: target } });
}
