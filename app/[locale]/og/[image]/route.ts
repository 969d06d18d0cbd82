import { cacheLife } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { isLocale, prerenderedLocales, type Locale } from '@/lib/i18n/locales';
import { articleSlugs, getArticle, isArticleSlug } from '@/lib/content/server/pages';
import { pngBytes } from '@/lib/preview-images/server/png';
import { previewNotFound } from '@/lib/preview-images/server/image';
import { pagePreview } from '@/lib/preview-images/server/page-preview';
import { PREVIEW_PAGES, type PreviewPage } from '@/lib/content/site-pages';

/**
 * Drawn once per page and language: when the site is built for English, on the first request for
 * the others (and kept, like the pages they belong to).
 */
const images = () => [
  ...PREVIEW_PAGES.map((page) => `${page}.png`),
  ...articleSlugs.map((slug) => `article-${slug}.png`),
];

export function generateStaticParams() {
  return prerenderedLocales.flatMap((locale) => images().map((image) => ({ locale, image })));
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
 * GET /{locale}/og/{page}.png: the link-preview image of an information page (lib/content/server/metadata.ts
 * names it in the page's og:image). Stored results and comparisons have their own, drawn from
 * their scores (result/[id]/preview.png, compare/[id]/preview.png).
 */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/og/[image]'>) {
  const { locale, image } = await params;
  if (!isLocale(locale) || !image.endsWith('.png')) return previewNotFound();
  const bytes = await previewBytes(locale, image.replace(/\.png$/, ''));
  if (!bytes) return previewNotFound();
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

async function previewBytes(locale: Locale, name: string): Promise<Uint8Array | null> {
  'use cache';
  cacheLife('max');
  const text = await titleAndLead(locale, name);
  return text ? pngBytes(await pagePreview(locale, text.title, text.lead)) : null;
}
