/** How the report names levels, norm groups and percentiles, shared by its parts and previews. */
import type { getTranslations } from 'next-intl/server';
import type { AgeGroup, NormSex } from '@/inventory/norms';
import type { Level, Profile } from '@/inventory/scoring';

export type T = Awaited<ReturnType<typeof getTranslations<'ResultSummary'>>>;

export const LEVEL_KEY = {
  low: 'levelLow',
  average: 'levelAverage',
  high: 'levelHigh',
} as const satisfies Record<Level, string>;
const SEX_KEY = {
  female: 'groupFemale',
  male: 'groupMale',
  pooled: 'groupPooled',
} as const satisfies Record<NormSex, string>;
/**
 * The range of a raw score, the sum of a scale's answers (1 to 5 each): a domain has 24
 * statements, a facet 4. Shown with every raw score, since "10 of 20" would hide that 4 is the
 * lowest a facet can score.
 */
export const DOMAIN_RANGE = { min: 24, max: 120, items: 24 } as const;
export const FACET_RANGE = { min: 4, max: 20, items: 4 } as const;

function ages(t: T, group: AgeGroup): string {
  if (group === '-20') return t('agesYoung');
  if (group === '61-') return t('agesOld');
  // Left-to-right isolate, so "21–40" does not read "40–21" inside right-to-left text.
  return `\u2066${group.replace('-', '–')}\u2069`;
}

/** The norm group as a noun phrase: "women aged 21–40". */
export function normGroup(t: T, norm: Profile['norm']): string {
  return t(SEX_KEY[norm.sex], { ages: ages(t, norm.ageGroup) });
}

/** "Compared with women aged 21–40": the norm group a profile's percentiles refer to. */
export function normGroupLabel(t: T, norm: Profile['norm']): string {
  return t('normGroup', { group: normGroup(t, norm) });
}

/** Percentile as shown: whole numbers, 1 to 99 (0 and 100 would overstate a normal curve). */
export function shownPercentile(format: (n: number) => string, percentile: number) {
  return format(Math.min(99, Math.max(1, percentile)));
}
