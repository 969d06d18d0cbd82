import { getTranslations } from 'next-intl/server';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { articleSlugs, getArticle, isArticleSlug } from '@/lib/server/content';
import { previewNotFound } from '@/lib/server/og/image';
import { pagePreview } from '@/lib/server/og/page-preview';
import { PREVIEW_PAGES, type PreviewPage } from '@/lib/site-pages';

/** Drawn once, when the site is built: one image per page and language. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const images = () => [
  ...PREVIEW_PAGES.map((page) => `${page}.png`),
  ...articleSlugs.map((slug) => `article-${slug}.png`),
];

export function generateStaticParams() {
  return locales.flatMap((locale) => images().map((image) => ({ locale, image })));
}

async function titleAndLead(locale: Locale, name: string) {
  if (name.startsWith('article-')) {
    const slug = name.slice('article-'.length);
    if (!isArticleSlug(slug)) return null;
    const article = await getArticle(locale, slug);
    return { title: article.title, lead: article.description };
  }
  if (!(PREVIEW_PAGES as readonly string[]).includes(name)) return null;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  const page = name as PreviewPage;
  return { title: t(`${page}.title`), lead: t(`${page}.description`) };
}

/**
 * GET /{locale}/og/{page}.png: the link-preview image of an information page (lib/metadata.ts
 * names it in the page's og:image). Stored results and comparisons have their own, drawn from
 * their scores (result/[id]/preview.png, compare/[id]/preview.png).
 */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/og/[image]'>) {
  const { locale, image } = await params;
  const name = image.replace(/\.png$/, '');
  if (!isLocale(locale) || !image.endsWith('.png')) return previewNotFound();
  const text = await titleAndLead(locale, name);
  if (!text) return previewNotFound();
  const response = await pagePreview(locale, text.title, text.lead);
  response.headers.set('Cache-Control', 'public, max-age=86400');
  return response;
}
