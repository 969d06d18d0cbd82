import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Marked, Renderer, type Tokens } from 'marked';
import { cacheLife } from 'next/cache';
import { z } from 'zod';
import {
  articleSlugs,
  frontMatterSchema,
  splitFrontMatter,
  type ArticleSlug,
  type FrontMatter,
  type PageFile,
  type TraitFile,
} from '@/lib/content/files';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

export * from '@/lib/content/files';

/**
 * The texts of the information pages: Markdown files per locale in `content/site/{locale}/`, read
 * and rendered once per server (`'use cache'`: they only change with a new deployment). The files
 * are our own, but they are still rendered as Markdown only: raw HTML in them is shown as text,
 * never inserted.
 */
export const contentDir = path.join(/* turbopackIgnore: true */ process.cwd(), 'content', 'site');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A list whose every item begins in Latin script, such as a list of English references. */
const isLatinList = (list: Tokens.List) =>
  list.items.every((item) => /^\P{L}*\p{Script=Latin}/u.test(item.text));

/**
 * Markdown to HTML for one locale: site links (`/big_five`) get the locale's prefix, links that
 * leave the site open as ordinary external links, raw HTML is escaped. On right-to-left pages a
 * list written in Latin script (the English reference lists) is laid out left to right, so that
 * its bullets, author names and page ranges read as in the original.
 */
export function renderMarkdown(markdown: string, locale: Locale): string {
  const rtl = directionOf(locale) === 'rtl';
  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'link') {
        const link = token as Tokens.Link;
        if (link.href.startsWith('/') && !link.href.startsWith('//')) {
          link.href = getPathname({ locale, href: link.href });
        }
      }
    },
    renderer: {
      html: ({ text }) => escapeHtml(text),
      list(token) {
        const html = Renderer.prototype.list.call(this, token);
        return rtl && isLatinList(token) ? html.replace(/^<(ul|ol)/, '<$1 dir="ltr"') : html;
      },
    },
  });
  return marked.parse(markdown) as string;
}

async function readSource(locale: Locale, file: string): Promise<string> {
  return readFile(path.join(contentDir, locale, `${file}.md`), 'utf8');
}

export async function getPageHtml(locale: Locale, file: PageFile): Promise<string> {
  'use cache';
  cacheLife('max');
  return renderMarkdown(await readSource(locale, file), locale);
}

export async function getTraitHtml(locale: Locale, file: TraitFile): Promise<string> {
  'use cache';
  cacheLife('max');
  return renderMarkdown(await readSource(locale, `traits/${file}`), locale);
}

export interface Article extends FrontMatter {
  slug: ArticleSlug;
  html: string;
}

export async function getArticle(locale: Locale, slug: ArticleSlug): Promise<Article> {
  'use cache';
  cacheLife('max');
  const { data, body } = splitFrontMatter(await readSource(locale, `articles/${slug}`));
  const meta = frontMatterSchema.safeParse(data);
  if (!meta.success) {
    throw new Error(`content/site/${locale}/articles/${slug}.md: ${z.prettifyError(meta.error)}`);
  }
  return { slug, ...meta.data, html: renderMarkdown(body, locale) };
}

export async function getArticles(locale: Locale): Promise<Article[]> {
  return Promise.all(articleSlugs.map((slug) => getArticle(locale, slug)));
}
