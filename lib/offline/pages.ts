import { splitLocale } from '../i18n/paths';

/** The page shown in place of any page that is neither reachable nor kept on the device. */
export const OFFLINE_PATH = '/offline';

/**
 * Whether the service worker may keep a copy of the page at `pathname` for offline use: the
 * site's static pages (home, the test, information pages, articles, the offline page), never a
 * stored result or comparison (so nothing of a result outlives its deletion), an API route or a
 * file.
 */
export function isOfflinePage(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  if (/^\/(api|_next)(\/|$)/.test(pathname)) return false;
  const { path } = splitLocale(pathname);
  if (/^\/(result|compare)\/./.test(path)) return false;
  if (/\.[A-Za-z0-9]+$/.test(path)) return false;
  return true;
}
