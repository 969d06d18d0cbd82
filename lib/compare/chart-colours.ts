/** Bar colour of a single result (the theme's secondary colour). */
export const RESULT_COLOUR = '#c2185b';

/**
 * One colour per person in a comparison. Chosen from the colour-blind-safe sets of Okabe & Ito
 * and Paul Tol so that any two of the ten stay apart (CIELAB ΔE ≥ 20) for typical vision and for
 * simulated protanopia, deuteranopia and tritanopia (chart-colours.test.ts checks it), with the
 * most distinct first, since most comparisons have two or three people. Colour is never the only
 * cue: every bar also carries its person's number, and light fills get a dark outline.
 */
export const PERSON_COLOURS = [
  '#0072b2',
  '#e69f00',
  '#000000',
  '#99ddff',
  '#eedd88',
  '#5d4037',
  '#cc3311',
  '#ee6677',
  '#332288',
  '#aa3377',
] as const;

/** Outline of bars and swatches: it keeps light fills visible on white (WCAG 1.4.11, 3:1). */
export const BAR_OUTLINE = '#404040';

export const personColour = (index: number) => PERSON_COLOURS[index % PERSON_COLOURS.length]!;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Text colour for a person's number drawn on their colour: black or white, whichever reads better. */
export const personInk = (index: number) =>
  contrastRatio(personColour(index), '#000000') >= contrastRatio(personColour(index), '#ffffff')
    ? '#000000'
    : '#ffffff';
