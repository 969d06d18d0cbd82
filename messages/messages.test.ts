import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';
import { unbalancedQuotes } from '@/test/visible-texts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(locale: string): Map<string, string> {
  const file = path.join(__dirname, `${locale}.json`);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);
}

/**
 * ICU arguments (`{name}`) and rich-text tags (`<tag>`, `</tag>`) of a message, each once, sorted:
 * a plural repeats its arguments in every branch, and languages have one to six branches.
 */
function tokens(message: string): string[] {
  // An argument is a name followed by `,` (plural, select) or `}`; a select branch's text is not.
  const args = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]);
  return [...new Set([...args, ...tags])].sort();
}

const english = load('en');

/** Words of a message, without ICU arguments and tags. */
function words(message: string): string[] {
  return message
    .replace(/\{[^}]*\}|<\/?\w+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
}

describe('messages', () => {
  it('exist for every UI locale and nothing else', () => {
    const files = fs
      .readdirSync(__dirname)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...locales].sort());
  });

  describe.each(locales.filter((l) => l !== 'en'))('%s', (locale) => {
    const messages = load(locale);

    it('has exactly the keys of English', () => {
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('has no empty or padded strings', () => {
      for (const [key, value] of messages) {
        expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, padded: value !== value.trim() }).toEqual({ key, padded: false });
      }
    });

    it('pairs every quotation mark', () => {
      const unbalanced = [...messages]
        .map(([key, value]) => ({ key, quotes: unbalancedQuotes(value) }))
        .filter(({ quotes }) => quotes.length > 0);
      expect(unbalanced).toEqual([]);
    });

    it('keeps every placeholder and tag of English', () => {
      for (const [key, value] of english) {
        expect({ key, tokens: tokens(messages.get(key) ?? '') }).toEqual({
          key,
          tokens: tokens(value),
        });
      }
    });

    // Single words and names may be the same in both languages ("Extraversion", "FAQ", "GitHub");
    // a phrase of three words or more that reads exactly as in English was left untranslated.
    it('is translated, not English', () => {
      const untranslated = [...messages]
        .filter(([key, value]) => value === english.get(key) && words(value).length >= 3)
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  });
});
