import { z } from 'zod';

/**
 * The files of the information pages under `content/site/{locale}/` and their front matter: plain
 * data and parsing shared by the server renderer (lib/content/server/pages.ts) and the tests.
 */
/** Long pages, by file name. */
export const pageFiles = ['about', 'big-five', 'faq', 'privacy', 'products'] as const;
export type PageFile = (typeof pageFiles)[number];

/** The five trait pages' "high and low scorers" sections, by file name under `traits/`. */
export const traitFiles = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
] as const;
export type TraitFile = (typeof traitFiles)[number];

/** Articles in the order the index lists them; the slug is the file name and the URL segment. */
export const articleSlugs = [
  'reading-your-result',
  'the-thirty-facets',
  'personality-and-relationships',
  'personality-and-work',
  'can-personality-change',
  'big-five-vs-type-tests',
] as const;
export type ArticleSlug = (typeof articleSlugs)[number];

export const isArticleSlug = (value: string): value is ArticleSlug =>
  (articleSlugs as readonly string[]).includes(value);

export const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * Splits `---`-fenced front matter of `key: value` lines from the body. Values may be quoted as in
 * YAML (double quotes with JSON escapes, or single quotes with '' for a quote; prettier writes the
 * latter). Only flat strings are used, so this is all of YAML the files need.
 */
export function splitFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const pair = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!pair?.[1]) continue;
    let value = (pair[2] ?? '').trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = JSON.parse(value) as string;
    } else if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) {
      value = value.slice(1, -1).replace(/''/g, "'");
    }
    data[pair[1]] = value;
  }
  return { data, body: source.slice(match[0].length) };
}
