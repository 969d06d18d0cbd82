import type { BandedProfile, Band } from '@/inventory/reliability';
import type { Level } from '@/inventory/scoring';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import type { DomainTexts, ResultTexts } from '@/lib/results/server/texts';
import { bandText, GlanceBar } from './result-glance';
import { DOMAIN_RANGE, FACET_RANGE, LEVEL_KEY, shownPercentile, type T } from './report-format';

/** Facet maximum: 4 items × 5. */
/** Our levels and the result texts' names for them. */
const NARRATIVE = { low: 'low', average: 'neutral', high: 'high' } as const;

function Paragraphs({ texts }: { texts: string[] }) {
  return texts.map((text, i) => (
    <p key={i} className="leading-relaxed">
      {text}
    </p>
  ));
}

/** The level, "probably" so when the score's band crosses a level's border. */
function levelText(t: T, level: Level, band: Band): string {
  const name = t(LEVEL_KEY[level]);
  return band.levelUncertain ? t('levelProbably', { level: name }) : name;
}

/** A folded part of the report: closed on screen, open in print (components/print-opens-details). */
function Fold({ summary, children }: { summary: string; children: React.ReactNode }) {
  return (
    <details className="group fold">
      <summary className="fold-summary">
        <span aria-hidden="true" className="fold-marker">
          ▸
        </span>
        {summary}
      </summary>
      <div className="fold-body">{children}</div>
    </details>
  );
}

/**
 * Per domain: what it is in one line, the percentile and level, and the narrative for the
 * visitor's level; the longer description (with the raw score) and the six facets are folded, so
 * the page reads in a minute and the rest is one tap away. Print opens every fold.
 */
export function DomainReports({
  locale,
  profile,
  texts,
  t,
}: {
  locale: Locale;
  profile: BandedProfile;
  texts: ResultTexts;
  t: T;
}) {
  const percent = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 });
  const format = (n: number) => percent.format(n);
  return profile.domains.map((domain) => {
    const domainTexts: DomainTexts = texts[domain.domain];
    const name = t(`domain${domain.domain}`);
    return (
      <section
        key={domain.domain}
        id={`domain-${domain.domain}`}
        aria-labelledby={`domain-${domain.domain}-heading`}
        className="flex scroll-mt-20 flex-col gap-4 border-t border-neutral-200 pt-6 print:break-before-page"
      >
        <h2 id={`domain-${domain.domain}-heading`} className="text-2xl font-bold">
          {name}
        </h2>
        <p className="text-lg text-neutral-700">{domainTexts.shortDescription}</p>
        <p className="font-semibold">
          {t('percentile', { value: shownPercentile(format, domain.percentile) })} ·{' '}
          {levelText(t, domain.level, domain.band)}
        </p>
        <GlanceBar percentile={domain.percentile} band={domain.band} />
        <p className="text-sm text-neutral-700">{bandText(t, format, domain.band)}</p>
        <h3 className="mt-2 text-xl font-bold">{t('yourLevelHeading')}</h3>
        <Paragraphs texts={domainTexts.results[NARRATIVE[domain.level]]} />
        <Fold summary={t('aboutHeading', { domain: name })}>
          <Paragraphs texts={domainTexts.description} />
          <p className="text-neutral-700" data-testid="raw-score">
            {t('rawScore', { raw: domain.raw, ...DOMAIN_RANGE })}
          </p>
        </Fold>
        <Fold summary={t('facetsHeading', { domain: name })}>
          <ul className="flex flex-col gap-5">
            {domain.facets.map((facet) => {
              const facetTexts = domainTexts.facets[String(facet.facet) as '1'];
              return (
                <li
                  key={facet.facet}
                  className="flex break-inside-avoid flex-col gap-2"
                  data-facet={`${domain.domain}${facet.facet}`}
                >
                  <h4 className="text-lg font-bold">{facetTexts.title}</h4>
                  <p className="text-neutral-700">
                    {t('percentile', { value: shownPercentile(format, facet.percentile) })} ·{' '}
                    {levelText(t, facet.level, facet.band)} ·{' '}
                    {t('score', { raw: facet.raw, ...FACET_RANGE })}
                  </p>
                  <GlanceBar percentile={facet.percentile} band={facet.band} thin />
                  <p className="text-sm text-neutral-700">{bandText(t, format, facet.band)}</p>
                  <Paragraphs texts={facetTexts.text} />
                </li>
              );
            })}
          </ul>
        </Fold>
      </section>
    );
  });
}
