/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@/lib/i18n/locales';
import { unbalancedQuotes } from '@/test/visible-texts';
import { SAME_AS_ENGLISH } from '../../../scripts/translation-rules.mjs';

type Tree = { [key: string]: string | string[] | Tree };

function load(locale: string): Tree {
  const file = join(process.cwd(), 'inventory', 'generated', 'results', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

/** Every text of a locale as [path, paragraph]. */
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    if (Array.isArray(value))
      return value.map((p, i): [string, string] => [`${prefix}${key}.${i}`, p]);
    return flatten(value, `${prefix}${key}.`);
  });
}

const english = load('en');
const englishTexts = new Set(flatten(english).map(([, text]) => text));
/** Words spelled the same in English and the language. */
const SAME = SAME_AS_ENGLISH;

describe.each(locales)('result texts in %s', (locale) => {
  const texts = load(locale);

  it('have every domain, level and facet, with text', () => {
    for (const domain of ['N', 'E', 'O', 'A', 'C']) {
      const d = texts[domain] as Tree;
      expect(typeof d.title).toBe('string');
      expect(typeof d.shortDescription).toBe('string');
      expect((d.description as string[]).length).toBeGreaterThan(0);
      for (const level of ['low', 'neutral', 'high'])
        expect(((d.results as Tree)[level] as string[]).length).toBeGreaterThan(0);
      for (const facet of ['1', '2', '3', '4', '5', '6']) {
        const f = (d.facets as Tree)[facet] as Tree;
        expect((f.title as string).length).toBeGreaterThan(0);
        expect((f.text as string[]).length).toBeGreaterThan(0);
      }
    }
    for (const [, text] of flatten(texts)) {
      expect(text.trim()).toBe(text);
      expect(text).not.toMatch(/<[a-z/]|\n/i);
    }
  });

  it('pair every quotation mark and carry no stray quotes around a text', () => {
    const unbalanced = flatten(texts)
      .map(([path, text]) => ({ path, quotes: unbalancedQuotes(text) }))
      .filter(({ quotes }) => quotes.length > 0);
    expect(unbalanced).toEqual([]);
  });

  if (locale !== 'en')
    it('leave nothing in English', () => {
      const left = flatten(texts)
        .filter(([path, text]) => englishTexts.has(text) && !(SAME[locale] ?? []).includes(path))
        .map(([path]) => path);
      expect(left).toEqual([]);
    });
});
