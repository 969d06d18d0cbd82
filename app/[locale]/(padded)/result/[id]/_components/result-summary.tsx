import type { getTranslations } from 'next-intl/server';
import type { AgeGroup, NormSex } from '@/inventory/norms';
import type { BandedProfile } from '@/inventory/reliability';
import type { Level, Profile } from '@/inventory/scoring';
import type { Locale } from '@/lib/i18n/locales';
import { localeTag } from '@/lib/i18n/locales';
import { ResultGlance } from './result-glance';

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
/** Domain maximum: 24 items × 5. */
export const DOMAIN_MAX = 120;

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

/**
 * A result's page: its heading (whose result it is), when and against whom, the five domains at a
 * glance, then the detailed report passed as children.
 */
export function ResultSummary({
  locale,
  profile,
  createdAt,
  invalid,
  title,
  note,
  t,
  children,
}: {
  locale: Locale;
  profile: BandedProfile;
  createdAt: Date;
  invalid: boolean;
  /** The page's heading: the person's, or "your" result for the browser that saved it. */
  title: React.ReactNode;
  /** Said under the heading, before the scores (a private result's nature). */
  note?: React.ReactNode;
  t: T;
  /** Sharing, what next, and the detailed report, below the summary. */
  children?: React.ReactNode;
}) {
  const tag = localeTag(locale);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(createdAt);
  const percent = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-neutral-700">
          {t('takenOn', { date })} · {normGroupLabel(t, profile.norm)}
        </p>
        {invalid ? (
          <p className="bg-surface-muted rounded-md p-3 font-semibold">{t('invalidNote')}</p>
        ) : null}
        {note}
      </header>
      <ResultGlance
        profile={profile}
        group={normGroup(t, profile.norm)}
        format={(n) => percent.format(n)}
        t={t}
      />
      {children}
    </article>
  );
}
