import type { getTranslations } from 'next-intl/server';
import type { AgeGroup, NormSex } from '@/inventory/norms';
import type { DomainScore, Level, Profile } from '@/inventory/scoring';
import type { Locale } from '@/lib/i18n/locales';
import { localeInfo } from '@/lib/i18n/locales';

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

/** "Compared with women aged 21–40": the norm group a profile's percentiles refer to. */
export function normGroupLabel(t: T, norm: Profile['norm']): string {
  return t('normGroup', { group: t(SEX_KEY[norm.sex], { ages: ages(t, norm.ageGroup) }) });
}

/** Percentile as shown: whole numbers, 1 to 99 (0 and 100 would overstate a normal curve). */
export function shownPercentile(format: (n: number) => string, percentile: number) {
  return format(Math.min(99, Math.max(1, percentile)));
}

/** A horizontal bar for a percentile; decorative, the figures are in the text beside it. */
export function PercentileBar({
  percentile,
  thin = false,
}: {
  percentile: number;
  thin?: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      className={`${thin ? 'h-2' : 'h-3'} overflow-hidden rounded-full bg-neutral-200 [print-color-adjust:exact] print:border print:border-neutral-400`}
    >
      <div
        className="bg-secondary h-full rounded-full print:bg-neutral-800"
        style={{ width: `${Math.max(1, Math.min(100, percentile))}%` }}
      />
    </div>
  );
}

/**
 * The five domains with percentile, level and raw score: bars drawn in HTML (no chart library),
 * with every figure also written out as text for screen readers and print.
 */
export function ResultSummary({
  locale,
  profile,
  createdAt,
  invalid,
  t,
  children,
}: {
  locale: Locale;
  profile: Profile;
  createdAt: Date;
  invalid: boolean;
  t: T;
  /** The detailed report, below the summary. */
  children?: React.ReactNode;
}) {
  const tag = localeInfo[locale].tag;
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(createdAt);
  const percent = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-neutral-700">
          {t('takenOn', { date })} · {normGroupLabel(t, profile.norm)}
        </p>
        {invalid ? (
          <p className="bg-surface-muted rounded-md p-3 font-semibold">{t('invalidNote')}</p>
        ) : null}
      </header>
      <section aria-labelledby="summary-heading" className="flex flex-col gap-4">
        <h2 id="summary-heading" className="sr-only">
          {t('summaryHeading')}
        </h2>
        <ul className="flex flex-col gap-5" aria-label={t('tableCaption')}>
          {profile.domains.map((domain) => (
            <DomainRow
              key={domain.domain}
              domain={domain}
              t={t}
              format={(n) => percent.format(n)}
            />
          ))}
        </ul>
      </section>
      {children}
    </article>
  );
}

function DomainRow({
  domain,
  t,
  format,
}: {
  domain: DomainScore;
  t: T;
  format: (n: number) => string;
}) {
  const name = t(`domain${domain.domain}`);
  const percentile = shownPercentile(format, domain.percentile);
  const level = t(LEVEL_KEY[domain.level]);
  return (
    <li className="flex flex-col gap-2" data-domain={domain.domain}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">
          <a href={`#domain-${domain.domain}`} className="text-inherit hover:underline">
            {name}
          </a>
        </h2>
        <p className="text-neutral-700">
          <span className="sr-only">
            {t('scoreSummary', {
              domain: name,
              percentile,
              level,
              raw: domain.raw,
              max: DOMAIN_MAX,
            })}
          </span>
          <span aria-hidden="true">
            {t('percentile', { value: percentile })} · {level} ·{' '}
            {t('score', { raw: domain.raw, max: DOMAIN_MAX })}
          </span>
        </p>
      </div>
      <PercentileBar percentile={domain.percentile} />
    </li>
  );
}
