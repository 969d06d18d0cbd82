import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, type Locale, locales, localeTag } from '../../i18n/locales';
import { getPathname } from '../../i18n/navigation';
import { siteConfig } from '../../config/server/site';
import { PREVIEW_PAGES, type PageKey } from '../site-pages';

/** hreflang alternates of a locale-free path in every locale, plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[localeTag(locale)] = getPathname({ locale, href: path });
  languages['x-default'] = getPathname({ locale: defaultLocale, href: path });
  return languages;
}

interface PageMetadataInput {
  locale: Locale;
  /** A page with its title and description under `Pages.{page}`, or them given directly. */
  page: PageKey | { title: string; description: string; type?: 'website' | 'article' };
  /** Locale-free path of the page, e.g. `/faq` or `/result/{id}`. */
  path: string;
  /** false for pages search engines should not index (stored results and comparisons). */
  index?: boolean;
  /** Name of the page's preview image under /og/ (default: its page key, else the home page's). */
  previewImage?: string;
}

/** Title, description, canonical URL, hreflang alternates and social tags of a page. */
export async function pageMetadata({
  locale,
  page,
  path,
  index = true,
  previewImage,
}: PageMetadataInput): Promise<Metadata> {
  let title: string, description: string;
  if (typeof page === 'string') {
    const t = await getTranslations({ locale, namespace: 'Pages' });
    title = t(`${page}.title`);
    description = t(`${page}.description`);
  } else {
    ({ title, description } = page);
  }
  const url = getPathname({ locale, href: path });
  const metadata: Metadata = {
    title: page === 'home' ? { absolute: `${title} | ${siteConfig.name}` } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: typeof page === 'string' ? 'website' : (page.type ?? 'website'),
      siteName: siteConfig.name,
      title,
      description,
      url,
      locale: localeTag(locale).replace('-', '_'),
    },
    twitter: { card: 'summary', title, description },
    robots: index ? { index: true, follow: true } : { index: false, follow: true },
  };
  // Indexed pages are shared as they are: each gets a localized preview image drawn at build time.
  if (!index) return metadata;
  const image =
    previewImage ??
    (typeof page === 'string' && (PREVIEW_PAGES as readonly string[]).includes(page)
      ? page
      : 'home');
  return withPreviewImage(metadata, getPathname({ locale, href: `/og/${image}.png` }), title);
}

/**
 * Adds a generated 1200×630 link-preview image (`path`, locale-prefixed) to a page's social tags,
 * as a large Twitter card. `alt` says in words what the image shows.
 */
export function withPreviewImage(metadata: Metadata, path: string, alt: string): Metadata {
  const image = { url: path, width: 1200, height: 630, alt, type: 'image/png' };
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [image] },
    twitter: { ...metadata.twitter, card: 'summary_large_image', images: [{ url: path, alt }] },
  };
}
