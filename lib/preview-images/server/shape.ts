import 'server-only';
import * as hb from 'harfbuzzjs';
import { directionOf, type Locale, localeTag } from '@/lib/i18n/locales';
import { resolveLevels, visualOrder } from './bidi';
import {
  fallbackChain,
  loadFont,
  subsetWith,
  type Family,
  type LoadedFont,
  type Weight,
} from './fonts';

/**
 * Text for the preview images, shaped with HarfBuzz and drawn as SVG paths.
 *
 * next/og (Satori) lays text out with opentype.js, which neither orders right-to-left text nor
 * shapes Devanagari, so Arabic, Hebrew and Hindi previews would come out broken. Shaping every
 * label here and handing Satori plain outlines makes each script look as it does in a browser.
 */

interface PlacedGlyph {
  font: LoadedFont;
  key: string;
  glyph: number;
  /** Position in em, from the start of the line and the baseline (y up). */
  x: number;
  y: number;
}

/** A shaped line at a size of 1 em; scale it with `drawLine`. */
export interface ShapedLine {
  width: number;
  /** Highest and lowest ink, in em above (+) and below (−) the baseline. */
  top: number;
  bottom: number;
  glyphs: PlacedGlyph[];
}

interface Run {
  text: string;
  level: number;
  family: Family;
  subset: string;
}

const isLetterLike = (char: string) => /[\p{L}\p{Nl}]/u.test(char);
const isMark = (char: string) => /\p{M}/u.test(char);

/** Splits a line into runs of one font subset and one direction, in drawing order. */
async function itemize(text: string, locale: Locale, rtl: boolean, weight: Weight): Promise<Run[]> {
  const chain = fallbackChain(locale);
  const { chars, levels } = resolveLevels(text, rtl);
  const runs: Run[] = [];
  let previous: { family: Family; subset: string } | undefined;
  for (const [i, char] of chars.entries()) {
    const cp = char.codePointAt(0)!;
    let choice: { family: Family; subset: string } | undefined;
    // Marks stay with their base; spaces, digits and punctuation stay in the current font if it
    // has them, so a word's font does not flip for a comma.
    if (previous && isMark(char)) choice = previous;
    else if (previous && !isLetterLike(char)) {
      const subset = await subsetWith(previous.family, cp, weight);
      if (subset) choice = { family: previous.family, subset };
    }
    for (const family of chain) {
      if (choice) break;
      const subset = await subsetWith(family, cp, weight);
      if (subset) choice = { family, subset };
    }
    // Nothing has it: let the first family draw its "missing glyph" box.
    choice ??= {
      family: chain[0]!,
      subset: (await subsetWith(chain[0]!, 0x41, weight)) ?? 'latin',
    };
    previous = choice;
    const last = runs.at(-1);
    const level = levels[i]!;
    if (
      last &&
      last.level === level &&
      last.family === choice.family &&
      last.subset === choice.subset
    ) {
      last.text += char;
    } else {
      runs.push({ text: char, level, ...choice });
    }
  }
  return visualOrder(runs);
}

/** Lines shaped lately (labels try several line breaks, and names recur across images). */
const shapedCache = new Map<string, Promise<ShapedLine>>();
const SHAPED_CACHE_SIZE = 2000;

/** Shapes one line of text (no wrapping) for a page in `locale`. */
export function shapeLine(
  text: string,
  { locale, weight = 400 }: { locale: Locale; weight?: Weight },
): Promise<ShapedLine> {
  const key = `${locale}|${weight}|${text}`;
  let shaped = shapedCache.get(key);
  if (shaped) {
    // Most recently used last, so the oldest goes first when the cache is full.
    shapedCache.delete(key);
  } else {
    shaped = shapeUncached(text, locale, weight);
    shaped.catch(() => shapedCache.delete(key));
    if (shapedCache.size >= SHAPED_CACHE_SIZE) shapedCache.delete(shapedCache.keys().next().value!);
  }
  shapedCache.set(key, shaped);
  return shaped;
}

async function shapeUncached(text: string, locale: Locale, weight: Weight): Promise<ShapedLine> {
  const rtl = directionOf(locale) === 'rtl';
  const runs = await itemize(text.replace(/\s+/g, ' ').trim(), locale, rtl, weight);
  const fonts = await Promise.all(runs.map((run) => loadFont(run.family, run.subset, weight)));
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  let top = 0.8;
  let bottom = -0.2;
  runs.forEach((run, i) => {
    const loaded = fonts[i]!;
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.setDirection(run.level % 2 ? hb.Direction.RTL : hb.Direction.LTR);
    buffer.setLanguage(localeTag(locale));
    buffer.guessSegmentProperties();
    hb.shape(loaded.font, buffer);
    const em = 1 / loaded.upem;
    for (const g of buffer.getGlyphInfosAndPositions()) {
      const gx = x + (g.xOffset ?? 0) * em;
      const gy = (g.yOffset ?? 0) * em;
      const extents = loaded.font.glyphExtents(g.codepoint);
      if (extents && extents.width !== 0) {
        top = Math.max(top, gy + extents.yBearing * em);
        bottom = Math.min(bottom, gy + (extents.yBearing + extents.height) * em);
      }
      glyphs.push({
        font: loaded,
        key: `${run.family}-${run.subset}-${weight}`,
        glyph: g.codepoint,
        x: gx,
        y: gy,
      });
      x += (g.xAdvance ?? 0) * em;
    }
  });
  return { width: x, top, bottom, glyphs };
}

type Command = { op: string; values: number[] };
const outlineCache = new Map<string, Command[]>();

function outline(glyph: PlacedGlyph): Command[] {
  const key = `${glyph.key}:${glyph.glyph}`;
  let commands = outlineCache.get(key);
  if (!commands) {
    commands = [
      ...glyph.font.font.glyphToPath(glyph.glyph).matchAll(/([A-Za-z])([^A-Za-z]*)/g),
    ].map(([, op, args]) => ({
      op: op!,
      values: (args ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    }));
    outlineCache.set(key, commands);
  }
  return commands;
}

export interface DrawnLine {
  /** Box size in pixels: the line's advance, and its ink height with a little air. */
  width: number;
  height: number;
  /** Path data in the box's own coordinates (y down, origin top left). */
  d: string;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Turns a shaped line into SVG path data at `size` pixels per em. */
export function drawLine(line: ShapedLine, size: number): DrawnLine {
  const ascent = Math.max(line.top, 1) * size;
  const descent = Math.max(-line.bottom, 0.3) * size;
  const parts: string[] = [];
  for (const glyph of line.glyphs) {
    const ox = glyph.x * size;
    const oy = ascent - glyph.y * size;
    const scale = size / glyph.font.upem;
    for (const { op, values } of outline(glyph)) {
      const mapped = values.map((v, i) => round(i % 2 === 0 ? ox + v * scale : oy - v * scale));
      parts.push(op + mapped.join(' '));
    }
  }
  return {
    width: Math.ceil(line.width * size),
    height: Math.ceil(ascent + descent),
    d: parts.join(''),
  };
}
