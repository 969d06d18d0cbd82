import 'server-only';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import type { Locale } from '@/lib/i18n/locales';
import { woffToSfnt } from './woff';

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
] as const;
export type Family = (typeof FAMILIES)[number];
export type Weight = 400 | 700;

/** The family a locale's own texts are set in first, then the others for any other script. */
const PRIMARY: Partial<Record<Locale, Family>> = {
  ar: 'noto-sans-arabic',
  he: 'noto-sans-hebrew',
  th: 'noto-sans-thai',
  ja: 'noto-sans-jp',
  'zh-Hans': 'noto-sans-sc',
};

/** Families to try, in order, for text on a page of `locale` (Japanese pages prefer Japanese CJK forms). */
export function fallbackChain(locale: Locale): Family[] {
  const cjk: Family = locale === 'ja' ? 'noto-sans-jp' : 'noto-sans-sc';
  const chain: Family[] = [
    PRIMARY[locale] ?? 'noto-sans',
    'noto-sans',
    'noto-sans-arabic',
    'noto-sans-hebrew',
    'noto-sans-thai',
    cjk,
  ];
  return [...new Set(chain)];
}

const packageDir = (family: Family) =>
  path.join(process.cwd(), 'node_modules', '@fontsource', family);

interface Subset {
  /** File name part: "latin", "arabic", or a number for the CJK slices. */
  name: string;
  ranges: [number, number][];
}

const subsetCache = new Map<Family, Subset[]>();

/** The unicode ranges of each subset of a family, from the package's unicode.json. */
function subsetsOf(family: Family): Subset[] {
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
function subsetsFor(family: Family, cp: number): string[] {
  return subsetsOf(family)
    .filter((subset) => subset.ranges.some(([lo, hi]) => cp >= lo && cp <= hi))
    .map((subset) => subset.name);
}

export interface LoadedFont {
  font: hb.Font;
  upem: number;
}

const fontCache = new Map<string, Promise<LoadedFont>>();

/** One subset file of a family and weight, unwrapped and opened with HarfBuzz (cached). */
export function loadFont(family: Family, subset: string, weight: Weight): Promise<LoadedFont> {
  const key = `${family}-${subset}-${weight}`;
  let loaded = fontCache.get(key);
  if (!loaded) {
    const file = path.join(packageDir(family), 'files', `${key}-normal.woff`);
    loaded = readFile(file).then((woff) => {
      const face = new hb.Face(new hb.Blob(woffToSfnt(woff)));
      return { font: new hb.Font(face), upem: face.upem };
    });
    // A failed read is not cached, so a transient error does not stick.
    loaded.catch(() => fontCache.delete(key));
    fontCache.set(key, loaded);
  }
  return loaded;
}

/**
 * The subset of `family` that really draws `cp`, or undefined. Declared ranges are not enough:
 * the CJK slices claim some Arabic and Indic code points they have no glyphs for.
 */
export async function subsetWith(
  family: Family,
  cp: number,
  weight: Weight,
): Promise<string | undefined> {
  for (const subset of subsetsFor(family, cp)) {
    const { font } = await loadFont(family, subset, weight);
    if (font.nominalGlyph(cp) !== undefined) return subset;
  }
  return undefined;
}
