import 'server-only';
import { readFile } from 'node:fs/promises';
import * as hb from 'harfbuzzjs';
import { fontFile, subsetsFor, type Family, type Weight } from './font-files';
import { woffToSfnt } from './woff';

export { fallbackChain, type Family, type Weight } from './font-files';

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
    loaded = readFile(fontFile(family, subset, weight)).then((woff) => {
      const face = new hb.Face(new hb.Blob(woffToSfnt(woff)));
      return { font: new hb.Font(face), upem: face.upem };
    });
    // A failed read is not cached, so a transient error does not stick.
    loaded.catch(() => fontCache.delete(key));
    fontCache.set(key, loaded);
  }
  return loaded;
}

/** Answers of subsetWith, per family, weight and code point: each is looked up once. */
const subsetCache = new Map<string, string | null>();
/** Code points remembered at most (a few bytes each); beyond, the oldest are looked up again. */
const SUBSET_CACHE_SIZE = 50_000;

/**
 * The subset of `family` that really draws `cp`, or undefined. Declared ranges are not enough:
 * the CJK slices claim some Arabic and Indic code points they have no glyphs for.
 */
export async function subsetWith(
  family: Family,
  cp: number,
  weight: Weight,
): Promise<string | undefined> {
  const key = `${family}-${weight}-${cp}`;
  const known = subsetCache.get(key);
  if (known !== undefined) return known ?? undefined;
  let found: string | null = null;
  for (const subset of subsetsFor(family, cp)) {
    const { font } = await loadFont(family, subset, weight);
    if (font.nominalGlyph(cp) !== undefined) {
      found = subset;
      break;
    }
  }
  if (subsetCache.size >= SUBSET_CACHE_SIZE) subsetCache.delete(subsetCache.keys().next().value!);
  subsetCache.set(key, found);
  return found ?? undefined;
}
