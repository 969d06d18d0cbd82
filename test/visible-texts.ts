import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Every text a visitor of one UI locale can read, for the tests that check wording across the
 * interface, the information pages and the result texts: `messages/{locale}.json`,
 * `content/site/{locale}/**` and the generated result texts (`npm run inventory` or
 * `node scripts/build-result-texts.mjs` writes them).
 */
export interface VisibleText {
  /** Where the text comes from: `messages:Key.path`, `site:file.md` or `results:N.facets.1.text.0`. */
  source: string;
  text: string;
}

export type Tree = { [key: string]: string | string[] | Tree };

const root = process.cwd();

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    if (Array.isArray(value))
      return value.map((text, i): [string, string] => [`${prefix}${key}.${i}`, text]);
    return flatten(value, `${prefix}${key}.`);
  });
}

export const readMessages = (locale: Locale): Tree =>
  JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Tree;

export const readResultTexts = (locale: Locale): Tree =>
  JSON.parse(
    readFileSync(path.join(root, 'inventory', 'generated', 'results', `${locale}.json`), 'utf8'),
  ) as Tree;

/** A page's Markdown source, by its path under `content/site/{locale}/` without `.md`. */
export const readPage = (locale: Locale, file: string): string =>
  readFileSync(path.join(root, 'content', 'site', locale, `${file}.md`), 'utf8');

/** Reference-list entries (author, year, English title) stay in English by convention. */
export const isReference = (line: string) =>
  /^[-*] .*\(\d{4}\)/.test(line) || /ipip\.ori\.org/.test(line);

/** The words of a Markdown page: without link targets, code spans and reference entries. */
export function pageWords(source: string): string {
  return source
    .split('\n')
    .filter((line) => !isReference(line))
    .join('\n')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
}

export function visibleTexts(locale: Locale): VisibleText[] {
  const dir = path.join(root, 'content', 'site', locale);
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.replace(/\\/g, '/'))
    .sort();
  return [
    ...flatten(readMessages(locale)).map(([key, text]) => ({ source: `messages:${key}`, text })),
    ...pages.map((file) => ({
      source: `site:${file}`,
      text: pageWords(readFileSync(path.join(dir, file), 'utf8')),
    })),
    ...flatten(readResultTexts(locale)).map(([key, text]) => ({ source: `results:${key}`, text })),
  ];
}

/**
 * Quotation marks that do not pair up in one text: an odd number of straight or curly double
 * quotes, a different number of opening and closing guillemets or corner brackets, or stray
 * quotes around the whole text (a leftover of the source files' string syntax).
 */
export function unbalancedQuotes(text: string): string[] {
  const count = (chars: string) => [...text].filter((c) => chars.includes(c)).length;
  const problems: string[] = [];
  if (/^['‘]|['’]$/.test(text)) problems.push("'");
  if (/^["“„«][^"“”„«»]*["”“»]$/.test(text)) problems.push('quoted as a whole');
  if (count('"') % 2) problems.push('"');
  // „…“ (German), “…” (English), „…” (Polish): every opening mark has one closing mark.
  if (count('„“”') % 2) problems.push('„“”');
  for (const [open, close] of ['«»', '‹›', '「」', '『』'])
    if (count(open!) !== count(close!)) problems.push(`${open}${close}`);
  return problems;
}
