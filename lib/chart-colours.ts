/** Bar colour of a single result (the theme's secondary colour). */
export const RESULT_COLOUR = '#c2185b';

/**
 * One colour per person in a comparison: ten far apart in hue and lightness. Colour is never the
 * only cue: every bar is also labelled with its person's name (page) or number (preview image).
 */
export const PERSON_COLOURS = [
  '#c2185b',
  '#1565c0',
  '#2e7d32',
  '#ef6c00',
  '#6a1b9a',
  '#00838f',
  '#5d4037',
  '#ad1457',
  '#283593',
  '#9e9d24',
] as const;

export const personColour = (index: number) => PERSON_COLOURS[index % PERSON_COLOURS.length]!;
