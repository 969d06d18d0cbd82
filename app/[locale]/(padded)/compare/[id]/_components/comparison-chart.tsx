import type { getTranslations } from 'next-intl/server';
import { DOMAINS, type Domain } from '@/inventory/info';
import { BAR_OUTLINE, personColour } from '@/lib/compare/chart-colours';
import { PersonBadge } from '../../_components/person-badge';
import type { ComparedPerson } from './comparison';
import { bandOfScore, shownPercentile } from './differences';

/** The comparison page's texts (CompareView messages). */
type T = Awaited<ReturnType<typeof getTranslations<'CompareView'>>>;

const isDoubtful = (person: ComparedPerson) => person.result.quality?.verdict === 'doubtful';

/**
 * Class sets of the two layouts. On a narrow screen every domain is a group of horizontal bars
 * with the value at the end; from `sm` (up to five people) or `md` (more), the groups stand side
 * by side with vertical bars, as in the preview image. Written out in full so Tailwind sees them.
 */
const LAYOUTS = {
  sm: {
    groups: 'sm:grid-cols-5 sm:gap-3',
    bars: 'sm:h-56 sm:flex-row sm:items-stretch sm:justify-center sm:gap-1',
    bar: 'sm:max-w-12 sm:min-w-0 sm:flex-1 sm:flex-col-reverse sm:gap-1',
    badge: 'size-5 text-xs',
    track:
      'sm:flex sm:h-auto sm:w-full sm:flex-col sm:justify-end sm:rounded-none sm:border-b-2 sm:border-neutral-500 sm:bg-transparent',
    fill: 'sm:h-(--p) sm:w-full',
    band: 'sm:start-[-3px] sm:end-[-3px] sm:top-auto sm:bottom-(--lo) sm:h-(--w) sm:w-auto',
    mean: 'sm:start-[-4px] sm:end-[-4px] sm:top-auto sm:bottom-1/2 sm:h-0.5 sm:w-auto',
    value: 'sm:w-auto sm:text-center',
    name: 'sm:order-last sm:text-center',
  },
  md: {
    groups: 'md:grid-cols-5 md:gap-3',
    bars: 'md:h-56 md:flex-row md:items-stretch md:justify-center md:gap-0.5',
    bar: 'md:max-w-12 md:min-w-0 md:flex-1 md:flex-col-reverse md:gap-1',
    badge: 'size-5 text-xs md:size-4 md:text-[0.625rem]',
    track:
      'md:flex md:h-auto md:w-full md:flex-col md:justify-end md:rounded-none md:border-b-2 md:border-neutral-500 md:bg-transparent',
    fill: 'md:h-(--p) md:w-full',
    band: 'md:start-[-3px] md:end-[-3px] md:top-auto md:bottom-(--lo) md:h-(--w) md:w-auto',
    mean: 'md:start-[-4px] md:end-[-4px] md:top-auto md:bottom-1/2 md:h-0.5 md:w-auto',
    value: 'md:hidden',
    name: 'md:order-last md:text-center',
  },
} as const;

/**
 * The comparison at a glance: a numbered legend, then per domain one bar per person (server-drawn
 * with CSS, no script), and the same figures as a table for screen readers.
 * Its length is the chart's markup (axes, bars, legend, table); the numbers come from its props.
 */
export function ComparisonChart({
  people,
  domainName,
  format,
  t,
}: {
  people: ComparedPerson[];
  domainName: (domain: Domain) => string;
  format: (value: number) => string;
  t: T;
}) {
  const layout = LAYOUTS[people.length <= 5 ? 'sm' : 'md'];
  const scoreOf = (person: ComparedPerson, domain: Domain) => {
    const score = person.result.domains.find((d) => d.domain === domain);
    if (!score) return null;
    const band = bandOfScore(score, domain);
    return {
      value: shownPercentile(score.percentile),
      low: shownPercentile(band.percentileLow),
      high: shownPercentile(band.percentileHigh),
    };
  };
  return (
    <section aria-labelledby="chart-title" className="flex flex-col gap-4">
      <h2 id="chart-title" className="text-2xl font-bold">
        {t('chartTitle')}
      </h2>
      <p className="max-w-prose text-neutral-700">{t('chartHelp')}</p>
      <ChartKey t={t} />
      <ol aria-label={t('legend')} className="flex flex-wrap gap-x-5 gap-y-2">
        {people.map((person, i) => (
          <li key={person.name} className="flex items-center gap-2">
            <PersonBadge index={i} format={format} />
            {/* One run of text beside the badge, so a long name wraps as words do. */}
            <span className="min-w-0 wrap-anywhere">
              <span className="font-semibold">{person.name}</span>
              {isDoubtful(person) ? (
                <>
                  {' '}
                  <span className="text-sm text-red-800" data-doubtful>
                    ({t('doubtfulMark')})
                  </span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      <div aria-hidden="true" className={`grid gap-6 ${layout.groups}`} data-chart>
        {DOMAINS.map((domain) => (
          <div key={domain} className="flex flex-col gap-2" data-chart-domain={domain}>
            <p className={`font-semibold ${layout.name}`}>{domainName(domain)}</p>
            <div className={`flex flex-col gap-1 ${layout.bars}`}>
              {people.map((person, i) => {
                const score = scoreOf(person, domain);
                if (!score) return null;
                const { value, low, high } = score;
                return (
                  <div
                    key={person.name}
                    className={`flex items-center gap-2 ${layout.bar}`}
                    data-person={i + 1}
                    data-value={value}
                  >
                    <PersonBadge index={i} format={format} className={layout.badge} />
                    <span
                      className={`relative h-4 flex-1 rounded-sm bg-neutral-100 ${layout.track}`}
                      style={
                        {
                          '--p': `${value}%`,
                          '--lo': `${low}%`,
                          '--w': `${high - low}%`,
                        } as React.CSSProperties
                      }
                      data-band={`${low}-${high}`}
                    >
                      <span
                        className={`block h-full w-(--p) rounded-sm [print-color-adjust:exact] ${layout.fill}`}
                        style={{
                          backgroundColor: personColour(i),
                          boxShadow: `inset 0 0 0 1px ${BAR_OUTLINE}`,
                        }}
                      />
                      <span className={`chart-band ${layout.band}`} />
                      <span className={`chart-mean ${layout.mean}`} />
                    </span>
                    <span className={`w-7 text-end text-sm tabular-nums ${layout.value}`}>
                      {format(value)}
                    </span>
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      {/* The clipping box is a div: a table grows to fit its cells whatever its width, so a
          visually hidden table would still widen the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>{t('tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('person')}</th>
              {DOMAINS.map((domain) => (
                <th key={domain} scope="col">
                  {domainName(domain)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.name}>
                <th scope="row">
                  {person.name}
                  {isDoubtful(person) ? ` (${t('doubtfulMark')})` : ''}
                </th>
                {DOMAINS.map((domain) => {
                  const score = scoreOf(person, domain);
                  return (
                    <td key={domain}>
                      {score
                        ? t('cellBand', {
                            value: format(score.value),
                            low: format(score.low),
                            high: format(score.high),
                          })
                        : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** What the marks on the bars mean: each person's band, and their group's average. */
export function ChartKey({ t }: { t: T }) {
  return (
    <div className="flex max-w-prose flex-col gap-1 text-sm text-neutral-700">
      <p className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-6 shrink-0 rounded-sm border-2 border-neutral-900"
        />
        {t('bandLegend')}
      </p>
      <p className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-4 w-0.5 shrink-0 bg-neutral-900" />
        {t('averageMark')}
      </p>
    </div>
  );
}
