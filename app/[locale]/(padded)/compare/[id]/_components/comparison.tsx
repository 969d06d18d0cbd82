import type { getTranslations } from 'next-intl/server';
import { DOMAINS, FACETS } from '@/inventory/info';
import { BAR_OUTLINE, personColour } from '@/lib/compare/chart-colours';
import type { PublicResult } from '@/lib/results/public-result';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import type { ResultTexts } from '@/lib/results/server/texts';
import { PersonBadge } from '../../_components/person-badge';

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
  detail,
}: {
  name: string;
  index: number;
  format: (value: number) => string;
  percentile: number;
  detail: string;
}) {
  return (
    <li className="compare-row">
      <span className="flex min-w-0 items-center gap-2">
        <PersonBadge index={index} format={format} className="size-5 text-xs" />
        <span className="truncate font-semibold">{name}</span>
      </span>
      <span className="text-sm text-neutral-700">{detail}</span>
      <span aria-hidden="true" className="compare-track">
        <span
          className="compare-fill"
          style={{
            width: `${Math.max(1, Math.min(100, percentile))}%`,
            backgroundColor: personColour(index),
            boxShadow: `inset 0 0 0 1px ${BAR_OUTLINE}`,
          }}
        />
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
  const detail = (
    score: { percentile: number; level: keyof typeof LEVEL_KEY; raw: number },
    max: number,
  ) =>
    `${t('percentile', { value: shown(score.percentile) })} · ${t(LEVEL_KEY[score.level])} · ${t('score', { raw: score.raw, max })}`;

  /** One labelled bar per person for the score `pick` finds by key (none if it is missing). */
  const rows = (pick: (result: PublicResult) => ShownScore | undefined, max: number) =>
    people.map((person, i) => {
      const score = pick(person.result);
      return score ? (
        <Row
          key={person.name}
          name={person.name}
          index={i}
          format={percent.format}
          percentile={score.percentile}
          detail={detail(score, max)}
        />
      ) : null;
    });

  return (
    <div className="flex flex-col gap-10">
      {DOMAINS.map((domain) => (
        <section key={domain} aria-labelledby={`compare-${domain}`} className="flex flex-col gap-4">
          <h2 id={`compare-${domain}`} className="text-2xl font-bold">
            {t(`domain${domain}`)}
          </h2>
          <ul className="flex flex-col gap-3" data-domain={domain}>
            {rows((result) => result.domains.find((d) => d.domain === domain), 120)}
          </ul>
          <div className="grid gap-6 sm:grid-cols-2">
            {FACETS.map((facet) => (
              <div key={facet} className="flex break-inside-avoid flex-col gap-2">
                <h3 className="text-lg font-bold">
                  {texts[domain].facets[String(facet) as '1'].title}
                </h3>
                <ul className="flex flex-col gap-2" data-facet={`${domain}${facet}`}>
                  {rows(
                    (result) =>
                      result.domains
                        .find((d) => d.domain === domain)
                        ?.facets.find((f) => f.facet === facet),
                    20,
                  )}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
