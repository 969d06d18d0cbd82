/** The inventory: Johnson's 120-item IPIP-NEO-PI-R. */
export const testInfo = {
  name: "Johnson's IPIP NEO-PI-R",
  id: 'johnson-120-ipip-neo-pi-r',
  shortId: 'b5-120',
  /** Minutes most people need. */
  time: 10,
  questions: 120,
  note: 'Recommended',
} as const;

export const DOMAINS = ['N', 'E', 'O', 'A', 'C'] as const;
export type Domain = (typeof DOMAINS)[number];

export const FACETS = [1, 2, 3, 4, 5, 6] as const;
export type Facet = (typeof FACETS)[number];

/** Answer scale: 1 "Very Inaccurate" … 5 "Very Accurate", always shown in that order. */
export const CHOICES = [1, 2, 3, 4, 5] as const;
export type Choice = (typeof CHOICES)[number];

export const MIN_AGE = 16;
export const MAX_AGE = 120;

export const GENDERS = ['female', 'male', 'other', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];
