import type { getTranslations } from 'next-intl/server';
import { DOMAINS, FACETS, type Domain, type Facet } from '@/inventory/info';
import type { Band } from '@/inventory/reliability';
import { BAR_OUTLINE, personColour } from '@/lib/compare/chart-colours';
import type { PublicResult } from '@/lib/results/public-result';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import type { ResultTexts } from '@/lib/results/server/texts';
import { PersonBadge } from '../../_components/person-badge';
import { DOMAIN_RANGE, FACET_RANGE } from '../../../result/[id]/_components/report-format';
import { bandOfScore } from './differences';

type T = Awaited<ReturnType<typeof getTranslations<'ResultSummary'>>>;

const LEVEL_KEY = { low: 'levelLow', average: 'levelAverage', high: 'levelHigh' } as const;

interface ShownScore {
  percentile: number;
  level: keyof typeof LEVEL_KEY;
  raw: number;
}

export interface ComparedPerson {
  name: string;
  result: PublicResult;
}

function Row({
  name,
  index,
  format,
  percentile,
  band,
  detail,
}: {
  name: string;
  index: number;
  format: (value: number) => string;
  percentile: number;
  band: Band;
  detail: string;
}) {
  const clamp = (p: number) => Math.max(0, Math.min(100, p));
  return (
    <li className="compare-row">
      <span className="flex min-w-0 items-center gap-2">
        <PersonBadge index={index} format={format} className="size-5 text-xs" />
        <span className="truncate font-semibold">{name}</span>
      </span>
      <span className="text-sm text-neutral-700">{detail}</span>
      <span
        aria-hidden="true"
        className="compare-track"
        style={
          {
            '--lo': `${clamp(band.percentileLow)}%`,
            '--w': `${clamp(band.percentileHigh) - clamp(band.percentileLow)}%`,
          } as React.CSSProperties
        }
      >
        <span
          className="compare-fill"
          style={{
            width: `${Math.max(1, Math.min(100, percentile))}%`,
            backgroundColor: personColour(index),
            boxShadow: `inset 0 0 0 1px ${BAR_OUTLINE}`,
          }}
        />
        <span className="chart-band" />
        <span className="chart-mean" />
      </span>
    </li>
  );
}

/**
 * Everyone's domains side by side, then every domain's facets side by side. Scores are matched by
 * domain and facet key, never by position in a list.
 */
export function Comparison({
  locale,
  people,
  texts,
  t,
}: {
  locale: Locale;
  people: ComparedPerson[];
  texts: ResultTexts;
  t: T;
}) {
  const percent = new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 });
  const shown = (p: number) => percent.format(Math.min(99, Math.max(1, p)));
  const detail = (score: ShownScore, band: Band, range: typeof DOMAIN_RANGE | typeof FACET_RANGE) =>
    [
      t('percentile', { value: shown(score.percentile) }),
      t('bandText', { low: shown(band.percentileLow), high: shown(band.percentileHigh) }),
      t(LEVEL_KEY[score.level]),
      t('score', { raw: score.raw, min: range.min, max: range.max }),
    ].join(' · ');

  /** One labelled bar per person for the score `pick` finds by key (none if it is missing). */
  const rows = (
    pick: (result: PublicResult) => { score: ShownScore; band: Band } | undefined,
    range: typeof DOMAIN_RANGE | typeof FACET_RANGE,
  ) =>
    people.map((person, i) => {
      const found = pick(person.result);
      return found ? (
        <Row
          key={person.name}
          name={person.name}
          index={i}
          format={percent.format}
          percentile={found.score.percentile}
          band={found.band}
          detail={detail(found.score, found.band, range)}
        />
      ) : null;
    });
  const domainOf = (result: PublicResult, domain: Domain) => {
    const score = result.domains.find((d) => d.domain === domain);
    return score ? { score, band: bandOfScore(score, domain) } : undefined;
  };
  const facetOf = (result: PublicResult, domain: Domain, facet: Facet) => {
    const score = result.domains
      .find((d) => d.domain === domain)
      ?.facets.find((f) => f.facet === facet);
    return score ? { score, band: bandOfScore(score, domain) } : undefined;
  };

  return (
    <div className="flex flex-col gap-10">
      {DOMAINS.map((domain) => (
        <section key={domain} aria-labelledby={`compare-${domain}`} className="flex flex-col gap-4">
          <h2 id={`compare-${domain}`} className="text-2xl font-bold">
            {t(`domain${domain}`)}
          </h2>
          <ul className="flex flex-col gap-3" data-domain={domain}>
            {rows((result) => domainOf(result, domain), DOMAIN_RANGE)}
          </ul>
          <div className="grid gap-6 sm:grid-cols-2">
            {FACETS.map((facet) => (
              <div key={facet} className="flex break-inside-avoid flex-col gap-2">
                <h3 className="text-lg font-bold">
                  {texts[domain].facets[String(facet) as '1'].title}
                </h3>
                <ul className="flex flex-col gap-2" data-facet={`${domain}${facet}`}>
                  {rows((result) => facetOf(result, domain, facet), FACET_RANGE)}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
