import 'server-only';

/**
 * Just enough of the Unicode bidirectional algorithm (UAX #9) for the short, single-line labels of
 * the preview images: strong letters, digits, neutrals, combining marks, LRM/RLM and the isolates
 * our messages use (U+2066…U+2069, treated as one strong run of their direction). No explicit
 * embeddings or overrides, no line breaking. Image generation has no browser to do this for it.
 */

const LRI = 0x2066;
const RLI = 0x2067;
const FSI = 0x2068;
const PDI = 0x2069;
const LRM = 0x200e;
const RLM = 0x200f;

type Kind = 'L' | 'R' | 'EN' | 'N' | 'M';

const isRtlLetter = (cp: number) =>
  (cp >= 0x0590 && cp <= 0x08ff) ||
  (cp >= 0xfb1d && cp <= 0xfdff) ||
  (cp >= 0xfe70 && cp <= 0xfefe);

function kindOf(char: string, cp: number): Kind {
  if (cp === LRM) return 'L';
  if (cp === RLM) return 'R';
  if (/\p{M}/u.test(char)) return 'M';
  if (/\p{Nd}/u.test(char)) return 'EN';
  if (/[\p{L}\p{Nl}]/u.test(char)) return isRtlLetter(cp) ? 'R' : 'L';
  return 'N';
}

export interface LevelledText {
  /** The text's characters (code points), bidi controls removed. */
  chars: string[];
  /** Embedding level of each character: even left to right, odd right to left. */
  levels: number[];
}

/** Resolves the embedding level of every character of one line in a paragraph of direction `rtl`. */
export function resolveLevels(text: string, rtl: boolean): LevelledText {
  const chars: string[] = [];
  const kinds: Kind[] = [];
  const isolates: ('L' | 'R')[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp === LRI || cp === FSI) isolates.push('L');
    else if (cp === RLI) isolates.push('R');
    else if (cp === PDI) isolates.pop();
    if (cp >= LRI && cp <= PDI) continue;
    let kind = kindOf(char, cp);
    // Inside an isolate every non-mark character is strong text of the isolate's direction.
    const isolate = isolates.at(-1);
    if (isolate && kind !== 'M') kind = isolate;
    if (cp === LRM || cp === RLM) {
      // Invisible marks steer the neighbours, but there is nothing to draw.
      kinds.push(kind);
      chars.push('');
      continue;
    }
    kinds.push(kind);
    chars.push(char);
  }

  const base: 'L' | 'R' = rtl ? 'R' : 'L';
  // Combining marks take the kind of the character they sit on.
  for (let i = 0; i < kinds.length; i++) {
    if (kinds[i] === 'M') kinds[i] = i > 0 ? kinds[i - 1]! : 'N';
  }
  // Digits after right-to-left letters (or at the start of a right-to-left line) stay a
  // left-to-right number inside right-to-left text; elsewhere they are plain left-to-right text.
  const resolved: ('L' | 'R' | 'NR')[] = [];
  let lastStrong: 'L' | 'R' = base;
  for (const kind of kinds) {
    if (kind === 'L' || kind === 'R') lastStrong = kind;
    resolved.push(kind === 'EN' ? (lastStrong === 'R' ? 'NR' : 'L') : kind === 'R' ? 'R' : 'L');
  }
  // Neutrals between text of one direction take it (numbers count as right to left there);
  // otherwise they take the paragraph's.
  const side = (k: 'L' | 'R' | 'NR') => (k === 'L' ? 'L' : 'R');
  for (let i = 0; i < kinds.length;) {
    if (kinds[i] !== 'N') {
      i++;
      continue;
    }
    let end = i;
    while (end < kinds.length && kinds[end] === 'N') end++;
    const before = i > 0 ? side(resolved[i - 1]!) : base;
    const after = end < kinds.length ? side(resolved[end]!) : base;
    const direction = before === after ? before : base;
    for (let j = i; j < end; j++) resolved[j] = direction;
    i = end;
  }
  const levels = resolved.map((k) => (k === 'R' ? 1 : k === 'NR' ? 2 : rtl ? 2 : 0));
  // Drop the invisible marks now that they have done their work.
  const keep = chars.map((c) => c !== '');
  return {
    chars: chars.filter((_, i) => keep[i]),
    levels: levels.filter((_, i) => keep[i]),
  };
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
