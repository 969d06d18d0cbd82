import 'server-only';

/**
 * Direction for the single-line labels of the preview images, which have no browser to do it:
 * embedding levels by the Unicode bidirectional algorithm (UAX #9) from bidi-js, and the order
 * runs are drawn in. Image generation shapes runs with HarfBuzz, so the last step (rule L2) is
 * applied here to shaped runs rather than to characters.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Explicit directional marks, embeddings, overrides and isolates: they steer, nothing is drawn. */
const BIDI_CONTROL = /^[\u200e\u200f\u202a-\u202e\u2066-\u2069]$/u;

export interface LevelledText {
  /** The text's characters (code points), bidi controls removed. */
  chars: string[];
  /** Embedding level of each character: even left to right, odd right to left. */
  levels: number[];
}

/** Resolves the embedding level of every character of one line in a paragraph of direction `rtl`. */
export function resolveLevels(text: string, rtl: boolean): LevelledText {
  // Levels come per UTF-16 unit; a character outside the BMP takes its first unit's.
  const { levels } = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr');
  const out: LevelledText = { chars: [], levels: [] };
  let unit = 0;
  for (const char of text) {
    if (!BIDI_CONTROL.test(char)) {
      out.chars.push(char);
      out.levels.push(levels[unit]!);
    }
    unit += char.length;
  }
  return out;
}

/** Puts runs (given in logical order) into the order they are drawn from left to right (UAX #9 L2). */
export function visualOrder<T extends { level: number }>(runs: readonly T[]): T[] {
  const out = [...runs];
  const max = Math.max(0, ...out.map((r) => r.level));
  const minOdd = Math.min(...out.map((r) => (r.level % 2 ? r.level : r.level + 1)), max + 1);
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < out.length;) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < out.length && out[end]!.level >= level) end++;
      out.splice(i, end - i, ...out.slice(i, end).reverse());
      i = end;
    }
  }
  return out;
}
