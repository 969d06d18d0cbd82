import type { Band, BandedDomain, BandedProfile } from '@/inventory/reliability';
import { shownPercentile, type T } from './report-format';
import { SectionHeading } from '@/components/ui/section-heading';

/** Percentiles as people read them: "about 85 of 100", from 1 to 99. */
function sentenceCount(percentile: number): { direction: 'higher' | 'lower'; count: number } {
  const shown = Math.min(99, Math.max(1, Math.round(percentile)));
  return shown >= 50
    ? { direction: 'higher', count: shown }
    : { direction: 'lower', count: 100 - shown };
}

/**
 * The result at a glance: the five domains as one chart (HTML bars, no chart library) with the
 * norm group's average marked, one plain sentence each, what a percentile is, and that it is a
 * description, not a diagnosis. Every figure is also text, so the chart works without script, in
 * print and for screen readers.
 */
export function ResultGlance({
  profile,
  group,
  format,
  t,
}: {
  profile: BandedProfile;
  /** The comparison group as a noun phrase ("women aged 21–40"). */
  group: string;
  format: (n: number) => string;
  t: T;
}) {
  return (
    <section
      aria-labelledby="glance-heading"
      className="bg-surface-muted flex flex-col gap-5 rounded-lg p-4 sm:p-6"
    >
      <SectionHeading id="glance-heading">{t('glanceHeading')}</SectionHeading>
      <ul className="flex flex-col gap-4">
        {profile.domains.map((domain) => (
          <GlanceRow key={domain.domain} domain={domain} group={group} format={format} t={t} />
        ))}
      </ul>
      <p className="flex items-center gap-2 text-sm text-neutral-700">
        <span aria-hidden="true" className="inline-block h-4 w-0.5 bg-neutral-900" />
        {t('averageMark')}
      </p>
      <p className="flex items-center gap-2 text-sm text-neutral-700">
        <span
          aria-hidden="true"
          className="border-secondary-dark inline-block h-3 w-6 shrink-0 rounded-sm border-2"
        />
        {t('bandLegend')}
      </p>
      <p className="text-sm text-neutral-800">{t('percentileHelp')}</p>
      <p className="text-sm font-semibold text-neutral-800">{t('notDiagnosis')}</p>
    </section>
  );
}

function GlanceRow({
  domain,
  group,
  format,
  t,
}: {
  domain: BandedDomain;
  group: string;
  format: (n: number) => string;
  t: T;
}) {
  const name = t(`domain${domain.domain}`);
  const { direction, count } = sentenceCount(domain.percentile);
  return (
    <li className="flex flex-col gap-1.5" data-domain={domain.domain}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="text-lg font-bold">
          <a href={`#domain-${domain.domain}`} className="text-inherit hover:underline">
            {name}
          </a>
        </h3>
        <p className="font-semibold text-neutral-800" data-testid="glance-percentile">
          {t('percentile', { value: shownPercentile(format, domain.percentile) })}
        </p>
      </div>
      <GlanceBar percentile={domain.percentile} band={domain.band} />
      <p className="text-neutral-800" data-testid="glance-sentence">
        {t(`sentence${domain.domain}`, { direction, count: format(count), group })}
      </p>
      <p className="text-sm text-neutral-700" data-testid="glance-band">
        {bandText(t, format, domain.band)}
      </p>
    </li>
  );
}

/** "Most likely between percentile 62 and 84": the 95 % band in words. */
export function bandText(t: T, format: (n: number) => string, band: Band): string {
  return t('bandText', {
    low: shownPercentile(format, band.percentileLow),
    high: shownPercentile(format, band.percentileHigh),
  });
}

/**
 * A percentile bar with the norm group's average (the 50th percentile) marked, and the score's
 * 95 % band (measurement error) outlined around its end. Decorative: the figures are in the text
 * around it. Logical properties, so it mirrors in right-to-left pages.
 */
export function GlanceBar({
  percentile,
  band,
  thin = false,
}: {
  percentile: number;
  band?: Band;
  thin?: boolean;
}) {
  const clamp = (p: number) => Math.max(0, Math.min(100, p));
  return (
    <div aria-hidden="true" className={`bar-track ${thin ? 'h-2' : 'h-3.5'}`}>
      <div className="bar-fill" style={{ width: `${Math.max(1, Math.min(100, percentile))}%` }} />
      {band ? (
        <div
          data-band
          className="bar-band"
          style={{
            insetInlineStart: `${clamp(band.percentileLow)}%`,
            width: `${clamp(band.percentileHigh) - clamp(band.percentileLow)}%`,
          }}
        />
      ) : null}
      <div className="bar-mean" />
    </div>
  );
}
