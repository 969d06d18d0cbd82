import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { directionOf, isLocale, locales, localeTag } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import {
  ICON_SIZES,
  MASKABLE_SIZES,
  iconPath,
  maskableIconPath,
  pwaColours,
} from '@/lib/pwa/assets';
import { siteConfig } from '@/lib/config/server/site';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/**
 * GET /{locale}/manifest.webmanifest (English: /manifest.webmanifest): the web app manifest in the
 * page's language. Every locale shares one app id and scope, so installing from any language
 * gives the same app, which opens on the home page of the language it was installed in.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/manifest.webmanifest'>,
) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const [t, meta, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'Manifest' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Menu' }),
  ]);
  const png = (src: string, size: number, purpose: 'any' | 'maskable') => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  const manifest: MetadataRoute.Manifest = {
    id: '/',
    name: t('name', { site: siteConfig.name }),
    short_name: t('shortName'),
    description: meta('siteDescription'),
    lang: localeTag(locale),
    dir: directionOf(locale),
    start_url: getPathname({ locale, href: '/' }),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: pwaColours.background,
    theme_color: pwaColours.theme,
    categories: ['education', 'lifestyle'],
    icons: [
      ...ICON_SIZES.map((size) => png(iconPath(size), size, 'any')),
      ...MASKABLE_SIZES.map((size) => png(maskableIconPath(size), size, 'maskable')),
    ],
    shortcuts: [
      {
        name: menu('test'),
        url: getPathname({ locale, href: '/test' }),
        icons: [png(iconPath(192), 192, 'any')],
      },
      {
        name: menu('compare'),
        url: getPathname({ locale, href: '/compare' }),
        icons: [png(iconPath(192), 192, 'any')],
      },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
