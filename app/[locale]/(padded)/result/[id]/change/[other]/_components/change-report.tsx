import type { getTranslations } from 'next-intl/server';
import type { DomainChange, ScaleChange } from '@/inventory/change';
import type { ResultTexts } from '@/lib/results/server/texts';
import { shownPercentile, type T } from '../../../_components/report-format';

export type ChangeT = Awaited<ReturnType<typeof getTranslations<'ResultChange'>>>;

/** How the report writes numbers: percentiles whole, T scores and changes to one place. */
export interface ChangeFormats {
  percent: (n: number) => string;
  t: (n: number) => string;
  /** With a sign: "+4.3", "−4.3". */
  difference: (n: number) => string;
  rci: (n: number) => string;
}

/**
 * Per domain: the domain's change, then its six facets', each with both scores, the difference in
 * T points, the reliable change index and what it means in words. Every figure is text; the bar
 * beside it only pictures the two percentiles.
 */
export function ChangeReport({
  changes,
  texts,
  format,
  t,
  summary,
}: {
  changes: DomainChange[];
  texts: ResultTexts;
  format: ChangeFormats;
  t: ChangeT;
  summary: T;
}) {
  return changes.map((domain) => {
    const name = summary(`domain${domain.domain}`);
    return (
      <section
        key={domain.domain}
        aria-labelledby={`change-${domain.domain}`}
        className="flex flex-col gap-4 border-t border-neutral-200 pt-6"
      >
        <h2 id={`change-${domain.domain}`} className="text-2xl font-bold">
          {name}
        </h2>
        <ScaleRow scale={domain} id={domain.domain} format={format} t={t} summary={summary} />
        <h3 className="mt-2 text-xl font-bold">{summary('facetsHeading', { domain: name })}</h3>
        <ul className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
          {domain.facets.map((facet) => (
            <li key={facet.facet} className="flex">
              <ScaleRow
                scale={facet}
                id={`${domain.domain}${facet.facet}`}
                name={texts[domain.domain].facets[String(facet.facet) as '1'].title}
                format={format}
                t={t}
                summary={summary}
              />
            </li>
          ))}
        </ul>
      </section>
    );
  });
}

/** One scale: a facet gets its name as a heading; a domain's is the section's. */
function ScaleRow({
  scale,
  id,
  name,
  format,
  t,
  summary,
}: {
  scale: ScaleChange;
  id: string;
  name?: string;
  format: ChangeFormats;
  t: ChangeT;
  summary: T;
}) {
  const score = (point: ScaleChange['earlier']) =>
    `${summary('percentile', { value: shownPercentile(format.percent, point.percentile) })} · ${t('tScore', { value: format.t(point.t) })}`;
  const verdict = scale.reliable
    ? t(scale.difference > 0 ? 'reliableHigher' : 'reliableLower')
    : t('within');
  return (
    <div
      data-scale={id}
      data-reliable={scale.reliable}
      className={`@container flex w-full break-inside-avoid flex-col gap-3 rounded-md border p-4 ${
        scale.reliable ? 'border-secondary-dark border-s-4' : 'border-neutral-300'
      }`}
    >
      {name ? <h4 className="text-lg font-bold">{name}</h4> : null}
      <ChangeBar earlier={scale.earlier.percentile} later={scale.later.percentile} />
      {/* Four columns where the card is wide (a domain), two in a facet's half-width card. */}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 @xl:grid-cols-4">
        <Figure label={t('earlier')} value={score(scale.earlier)} testId="earlier" />
        <Figure label={t('later')} value={score(scale.later)} testId="later" />
        <Figure
          label={t('difference')}
          value={format.difference(scale.difference)}
          testId="difference"
        />
        <Figure label={t('rci')} value={format.rci(scale.rci)} testId="rci" />
      </dl>
      <p data-testid="verdict" className={scale.reliable ? 'font-bold' : 'text-neutral-800'}>
        {verdict}
      </p>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A percentile track with the earlier score as a hollow mark, the later as a filled one and the
 * stretch between them shaded. Decorative (the figures are text); logical properties, so it
 * mirrors in right-to-left pages.
 */
function ChangeBar({ earlier, later }: { earlier: number; later: number }) {
  const at = (p: number) => `${Math.max(1, Math.min(99, p))}%`;
  const from = Math.min(earlier, later);
  const to = Math.max(earlier, later);
  return (
    <div
      aria-hidden="true"
      className="relative my-1 h-2.5 rounded-full bg-neutral-200 [print-color-adjust:exact] print:border print:border-neutral-400"
    >
      <div
        className="bg-secondary-light absolute inset-y-0 print:bg-neutral-400"
        style={{ insetInlineStart: at(from), width: `calc(${at(to)} - ${at(from)})` }}
      />
      <Mark at={at(earlier)} className="border-secondary-dark border-2 bg-white" />
      <Mark at={at(later)} className="bg-secondary-dark print:bg-neutral-900" />
    </div>
  );
}

function Mark({ at, className }: { at: string; className: string }) {
  return (
    <div
      className={`absolute top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full rtl:translate-x-1/2 print:border-neutral-900 ${className}`}
      style={{ insetInlineStart: at }}
    />
  );
}
