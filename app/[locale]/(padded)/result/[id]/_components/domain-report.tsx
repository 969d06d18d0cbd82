import type { Profile } from '@/inventory/scoring';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { DomainTexts, ResultTexts } from '@/lib/server/result-texts';
import { LEVEL_KEY, PercentileBar, shownPercentile, type T } from './result-summary';

/** Facet maximum: 4 items × 5. */
const FACET_MAX = 20;
/** Our levels and the result texts' names for them. */
const NARRATIVE = { low: 'low', average: 'neutral', high: 'high' } as const;

function Paragraphs({ texts }: { texts: string[] }) {
  return texts.map((text, i) => (
    <p key={i} className="leading-relaxed">
      {text}
    </p>
  ));
}

/**
 * Per domain: what it is, the narrative for the visitor's level, and the six facets with their
 * scores and texts. Everything is in the page (nothing collapsed), so printing gives the whole report.
 */
export function DomainReports({
  locale,
  profile,
  texts,
  t,
}: {
  locale: Locale;
  profile: Profile;
  texts: ResultTexts;
  t: T;
}) {
  const percent = new Intl.NumberFormat(localeInfo[locale].tag, { maximumFractionDigits: 0 });
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
          {t(LEVEL_KEY[domain.level])} · {t('score', { raw: domain.raw, max: 120 })}
        </p>
        <PercentileBar percentile={domain.percentile} />
        <h3 className="mt-2 text-xl font-bold">{t('yourLevelHeading')}</h3>
        <Paragraphs texts={domainTexts.results[NARRATIVE[domain.level]]} />
        <h3 className="mt-2 text-xl font-bold">{t('aboutHeading', { domain: name })}</h3>
        <Paragraphs texts={domainTexts.description} />
        <h3 className="mt-2 text-xl font-bold">{t('facetsHeading', { domain: name })}</h3>
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
                  {t(LEVEL_KEY[facet.level])} · {t('score', { raw: facet.raw, max: FACET_MAX })}
                </p>
                <PercentileBar percentile={facet.percentile} thin />
                <Paragraphs texts={facetTexts.text} />
              </li>
            );
          })}
        </ul>
      </section>
    );
  });
}
