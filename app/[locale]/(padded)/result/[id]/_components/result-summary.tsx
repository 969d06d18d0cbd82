import type { BandedProfile } from '@/inventory/reliability';
import type { Locale } from '@/lib/i18n/locales';
import { localeTag } from '@/lib/i18n/locales';
import { normGroup, normGroupLabel, type T } from './report-format';
import { ResultGlance } from './result-glance';

export type { T } from './report-format';

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
