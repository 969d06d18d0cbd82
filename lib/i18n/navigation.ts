import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * The site's links, redirects and paths, from next-intl's navigation for the one routing
 * definition (routing.ts): hrefs are written without a locale (`/test`, `/result/…`), and
 * `Link`, `redirect`, `permanentRedirect`, `useRouter` and `getPathname` add it as the routing says
 * (English unprefixed, every other locale prefixed). `usePathname` gives the current page's path
 * without its locale. `Link` and `useRouter` read the locale from the NextIntlClientProvider of
 * the locale layout.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
