import 'server-only';
import type { ReactElement } from 'react';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import type { Weight } from './fonts';
import { drawLine, shapeLine, type ShapedLine } from './shape';

export interface LabelOptions {
  /** Font size in pixels when the text fits. */
  size: number;
  weight?: Weight;
  colour?: string;
  /** Width the text must fit in: it wraps (up to `maxLines`), then shrinks down to `minSize`. */
  maxWidth?: number;
  minSize?: number;
  maxLines?: 1 | 2;
  /** Where lines sit in the label's box, in reading direction (default: start). */
  align?: 'start' | 'end' | 'center';
}

/** Ways to set `text` in one or two lines, breaking at a space. */
function candidates(text: string, maxLines: number): string[][] {
  const words = text.trim().split(/\s+/);
  const options = [[words.join(' ')]];
  if (maxLines > 1) {
    for (let i = 1; i < words.length; i++) {
      options.push([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
    }
  }
  return options;
}

/** A label's lines drawn as SVG paths, in a box of its own (pixels, origin top left). */
export interface DrawnLabel {
  width: number;
  height: number;
  /** The paths, each line placed in the box by `align`. */
  paths: ReactElement;
}

/**
 * A text label for a preview image: shaped by HarfBuzz and drawn as SVG outlines, at the largest
 * size up to `size` at which it fits `maxWidth` in at most `maxLines` lines.
 */
export async function drawLabel(
  locale: Locale,
  text: string,
  options: LabelOptions,
): Promise<DrawnLabel> {
  const { size, weight = 400, colour = '#171717', maxWidth = Infinity, maxLines = 1 } = options;
  const minSize = Math.min(options.minSize ?? size, size);
  const shape = (line: string) => shapeLine(line, { locale, weight });
  let best: { texts: string[]; lines: ShapedLine[]; size: number; widest: number } | undefined;
  for (const texts of candidates(text, maxLines)) {
    const lines = await Promise.all(texts.map(shape));
    const widest = Math.max(...lines.map((line) => line.width));
    const fitting = Math.max(minSize, Math.min(size, widest > 0 ? maxWidth / widest : size));
    // The larger size wins; at the smallest size, the narrower setting (it overflows least).
    const better =
      !best ||
      fitting > best.size + 0.01 ||
      (fitting <= minSize && best.size <= minSize && widest < best.widest);
    if (better) best = { texts, lines, size: fitting, widest };
    if (fitting >= size) break;
  }
  // Still too wide at the smallest size (a very long word): cut it short with an ellipsis.
  const lines = await Promise.all(
    best!.lines.map((line, i) =>
      line.width * best!.size > maxWidth + 0.5
        ? truncate(best!.texts[i]!, maxWidth / best!.size, shape)
        : line,
    ),
  );
  const drawn = lines.map((line) => drawLine(line, best!.size)).filter((line) => line.width > 0);
  const width = Math.min(Math.max(0, ...drawn.map((line) => line.width)), maxWidth);
  const rtl = directionOf(locale) === 'rtl';
  const right = (options.align === 'end') !== rtl;
  const share = options.align === 'center' ? 0.5 : right ? 1 : 0;
  let top = 0;
  const placed = drawn.map((line, i) => {
    const path = (
      <path
        key={i}
        d={line.d}
        fill={colour}
        transform={`translate(${round((width - line.width) * share)} ${top})`}
      />
    );
    top += line.height;
    return path;
  });
  return { width, height: top, paths: <>{placed}</> };
}

/**
 * A label as an element of the preview's layout: one SVG for all its lines. (Satori turns every
 * SVG into an image of its own, a few milliseconds each, so a label never takes more than one.)
 */
export async function label(
  locale: Locale,
  text: string,
  options: LabelOptions,
): Promise<ReactElement> {
  const drawn = await drawLabel(locale, text, options);
  const { maxWidth = Infinity } = options;
  const rtl = directionOf(locale) === 'rtl';
  const right = (options.align === 'end') !== rtl;
  // The box may be stretched by its parent: the label sits in it as its lines did.
  const alignItems = options.align === 'center' ? 'center' : right ? 'flex-end' : 'flex-start';
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems,
        ...(Number.isFinite(maxWidth) ? { maxWidth } : {}),
        overflow: 'hidden',
      }}
    >
      {labelSvg(drawn)}
    </div>
  );
}

/** One drawn label as an SVG element of its own size (nothing when it has no ink). */
export function labelSvg({ width, height, paths }: DrawnLabel): ReactElement {
  return width > 0 ? (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {paths}
    </svg>
  ) : (
    <div style={{ display: 'flex' }} />
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The longest start of `text` that, with an ellipsis, fits `width` em (cut between graphemes). */
async function truncate(
  text: string,
  width: number,
  shape: (line: string) => Promise<ShapedLine>,
): Promise<ShapedLine> {
  const graphemes = [...new Intl.Segmenter().segment(text)].map((g) => g.segment);
  let low = 0;
  let high = graphemes.length;
  let fit = await shape('…');
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const line = await shape(`${graphemes.slice(0, middle).join('').trimEnd()}…`);
    if (line.width <= width) {
      low = middle;
      fit = line;
    } else {
      high = middle - 1;
    }
  }
  return fit;
}
