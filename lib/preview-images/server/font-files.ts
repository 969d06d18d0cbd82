import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Fonts for the preview images, from @fontsource packages (OFL). Each family comes as WOFF files
 * split by unicode range ("subsets"); only the subsets a text needs are read, so a Chinese name
 * costs a few of the ~100 CJK subset files, not a 10 MB font.
 */
export const FAMILIES = [
  'noto-sans', // Latin, Cyrillic, Greek, Vietnamese, Devanagari
  'noto-sans-arabic',
  'noto-sans-hebrew',
  'noto-sans-thai',
  'noto-sans-sc',
  'noto-sans-jp',
  'noto-sans-kr',
  'noto-sans-armenian',
  // Not UI languages, but people in a comparison may write their names in them.
  'noto-sans-bengali',
  'noto-sans-tamil',
  'noto-sans-telugu',
  'noto-sans-gujarati',
  'noto-sans-gurmukhi',
  'noto-sans-kannada',
  'noto-sans-malayalam',
  'noto-sans-oriya',
  'noto-sans-sinhala',
  'noto-sans-georgian',
  'noto-sans-ethiopic',
  'noto-sans-khmer',
  'noto-sans-lao',
  'noto-sans-myanmar',
] as const;
export type Family = (typeof FAMILIES)[number];
export type Weight = 400 | 700;

/** The family a locale's own texts are set in first, then the others for any other script. */
const PRIMARY: Partial<Record<Locale, Family>> = {
  ar: 'noto-sans-arabic',
  fa: 'noto-sans-arabic',
  ur: 'noto-sans-arabic',
  he: 'noto-sans-hebrew',
  hy: 'noto-sans-armenian',
  th: 'noto-sans-thai',
  ja: 'noto-sans-jp',
  ko: 'noto-sans-kr',
  'zh-Hans': 'noto-sans-sc',
  // Its subsets hold the traditional characters the Hong Kong texts use (all but one of 1 000
  // distinct ones; Japanese covers that one).
  'zh-HK': 'noto-sans-sc',
};

/** Families to try, in order, for text on a page of `locale` (Japanese pages prefer Japanese CJK forms). */
export function fallbackChain(locale: Locale): Family[] {
  const cjk: Family = locale === 'ja' ? 'noto-sans-jp' : 'noto-sans-sc';
  const chain: Family[] = [PRIMARY[locale] ?? 'noto-sans', 'noto-sans', cjk, ...FAMILIES];
  return [...new Set(chain)];
}

// Read at run time from node_modules (the server is started from the project folder); the
// comment keeps Turbopack from tracing all 36 000 font files into the build.
const fontsDir = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules',
  '@fontsource',
);
const packageDir = (family: Family) => path.join(fontsDir, family);

interface Subset {
  /** File name part: "latin", "arabic", or a number for the CJK slices. */
  name: string;
  ranges: [number, number][];
}

const subsetCache = new Map<Family, Subset[]>();

/** The unicode ranges of each subset of a family, from the package's unicode.json. */
export function subsetsOf(family: Family): Subset[] {
  let subsets = subsetCache.get(family);
  if (!subsets) {
    const file = path.join(packageDir(family), 'unicode.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    subsets = Object.entries(json).map(([key, value]) => ({
      name: key.replace(/^\[(\d+)\]$/, '$1'),
      ranges: value.split(',').map((range) => {
        const [lo, hi = lo] = range.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(lo!, 16), parseInt(hi!, 16)] as [number, number];
      }),
    }));
    subsetCache.set(family, subsets);
  }
  return subsets;
}

/** The subsets of `family` whose declared unicode range includes code point `cp`. */
export function subsetsFor(family: Family, cp: number): string[] {
  return subsetsOf(family)
    .filter((subset) => subset.ranges.some(([lo, hi]) => cp >= lo && cp <= hi))
    .map((subset) => subset.name);
}

/** The WOFF file of one subset of a family in one weight. */
export const fontFile = (family: Family, subset: string, weight: Weight) =>
  path.join(packageDir(family), 'files', `${family}-${subset}-${weight}-normal.woff`);
