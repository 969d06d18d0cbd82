import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, localeTag } from '@/lib/i18n/locales';
import { FAMILIES, fallbackChain, fontFile, subsetsFor, subsetsOf } from './font-files';

type Tree = { [key: string]: string | Tree };
const load = (locale: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree;
const at = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;

/** Every message a preview image draws, placeholders removed. */
const PREVIEW_KEYS = [
  'Pages.resultView.title',
  'Pages.compareView.title',
  'ResultSummary.percentileColumn',
  'ResultSummary.normGroup',
  'ResultSummary.groupFemale',
  'ResultSummary.groupMale',
  'ResultSummary.groupPooled',
  'ResultSummary.agesYoung',
  'ResultSummary.agesOld',
  ...['N', 'E', 'O', 'A', 'C'].map((d) => `ResultSummary.domain${d}`),
];

const drawable = (cp: number, chain: readonly (typeof FAMILIES)[number][]) =>
  chain.some((family) => subsetsFor(family, cp).length > 0);

describe('preview image fonts', () => {
  it('have a file for every subset they declare, in both weights', () => {
    for (const family of FAMILIES) {
      const subsets = subsetsOf(family);
      expect(subsets.length).toBeGreaterThan(0);
      const absent = subsets
        .flatMap(({ name }) => [fontFile(family, name, 400), fontFile(family, name, 700)])
        .filter((file) => !existsSync(file));
      expect(absent).toEqual([]);
    }
  });

  it.each(locales)('cover every character the %s previews draw', (locale) => {
    const messages = load(locale);
    const digits = new Intl.NumberFormat(localeTag(locale)).format(1234567890);
    const text = [...PREVIEW_KEYS.map((key) => at(messages, key)), digits, '21–40']
      .join(' ')
      .replace(/\{[^{}]*\}/g, '');
    const chain = fallbackChain(locale);
    const missing = [...new Set(text)].filter(
      (char) => !/[\s\u2066-\u2069]/u.test(char) && !drawable(char.codePointAt(0)!, chain),
    );
    expect(missing).toEqual([]);
  });

  it('cover names in the scripts people commonly write them in', () => {
    const names = [
      'Anna',
      'Ольга',
      'Γιώργος',
      'دانة',
      'יוסי',
      'अनन्या',
      'สมชาย',
      '王小明',
      'さくら',
    ];
    names.push('김민준', 'অনিক', 'தமிழ்', 'ნინო', 'Արամ', 'አበበ', 'ಕನ್ನಡ', 'ગુજરાતી', 'ਪੰਜਾਬੀ');
    for (const name of names) {
      const missing = [...name].filter(
        (char) => !drawable(char.codePointAt(0)!, fallbackChain('en')),
      );
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });

  it('start with the locale’s own script and prefer Japanese forms on Japanese pages', () => {
    expect(fallbackChain('ar')[0]).toBe('noto-sans-arabic');
    expect(fallbackChain('de')[0]).toBe('noto-sans');
    expect(fallbackChain('ja').indexOf('noto-sans-jp')).toBeLessThan(
      fallbackChain('ja').indexOf('noto-sans-sc'),
    );
    expect(fallbackChain('zh-Hans')[0]).toBe('noto-sans-sc');
    expect(new Set(fallbackChain('en')).size).toBe(FAMILIES.length);
  });
});
