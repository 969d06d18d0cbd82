import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { languageAlternates } from '@/lib/content/server/metadata';
import { articleSlugs } from '@/lib/content/server/pages';
import { siteConfig } from '@/lib/config/server/site';

import { sitePages } from '@/lib/content/site-pages';

/** Every public page and article in every locale, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const absolute = (path: string) => new URL(path, siteConfig.url).href;
  const articles = articleSlugs.map((slug) => ({ path: `/articles/${slug}` }));
  return [...sitePages, ...articles].flatMap((page) => {
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(page.path)).map(([tag, path]) => [tag, absolute(path)]),
    );
    return locales.map((locale) => ({
      url: absolute(getPathname({ locale, href: page.path })),
      changeFrequency: page.path === '/' ? 'weekly' : 'monthly',
      priority: page.path === '/' ? 1 : page.path === '/test' ? 0.9 : 0.6,
      alternates: { languages },
    }));
  });
}
