import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AppLink } from '@/components/app-link';
import { PageIntro } from '@/components/page-intro';
import { changeBetween, countReliable } from '@/inventory/change';
import { localeTag } from '@/lib/i18n/locales';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import type { PublicResult } from '@/lib/results/public-result';
import { normalizeResultId } from '@/lib/results/id';
import { getPublicResult } from '@/lib/results/server/service';
import { getResultTexts } from '@/lib/results/server/texts';
import { normGroup, normGroupLabel } from '../../_components/report-format';
import { ChangeReport, type ChangeFormats, type ChangeT } from './_components/change-report';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * Kept pages: rendered on the first request for an address and then answered from the framework's
 * cache (lib/results/server/service.ts says how long). The build renders one placeholder, which is a 404,
 * to prove the page needs nothing from the request.
 */
export const ensureStatic = 'navigation';
export function generateStaticParams() {
  return [{ id: '_', other: '_' }];
}

type Props = PageProps<'/[locale]/result/[id]/change/[other]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { id, other }] = await Promise.all([resolvePageLocale(params), params]);
  const t = await getTranslations({ locale, namespace: 'ResultChange' });
  // A pair that cannot be shown is a 404 (./not-found.tsx): its tab says so too, also before (or
  // without) scripts. The lookups are the page's own, cached.
  const [a, b] = [normalizeResultId(id), normalizeResultId(other)];
  const shown =
    a !== null &&
    b !== null &&
    a !== b &&
    (await Promise.all([getPublicResult(a), getPublicResult(b)]).then(
      (results) => results.every(Boolean),
      () => true,
    ));
  return pageMetadata({
    locale,
    page: shown
      ? { title: t('title'), description: t('description') }
      : { title: t('notFoundTitle'), description: t('notFoundText') },
    path: `/result/${id.toLowerCase()}/change/${other.toLowerCase()}`,
    index: false,
  });
}

/** Whether `a` was taken after `b` (the id settles a tie, so every pair has one order). */
const takenAfter = (a: PublicResult, b: PublicResult) =>
  a.createdAt === b.createdAt ? a.id > b.id : Date.parse(a.createdAt) > Date.parse(b.createdAt);

/** What the visitor should know before reading the figures: answers in doubt. */
const isDoubtful = (result: PublicResult) =>
  result.invalid || result.quality?.verdict === 'doubtful';

/**
 * How two results of the test differ, scale by scale, with the reliable change index of each
 * (inventory/change.ts). The address holds the two ids and nothing else is stored: any pair of
 * existing results can be opened by anyone with the link, like the results themselves. One
 * address per pair: lower case, earlier result first.
 * Its length is reading and checking the two results, then the page's markup; the comparing is in change-report.tsx.
 */
export default async function ResultChangePage({ params }: Props) {
  const [locale, { id, other }] = await Promise.all([resolvePageLocale(params), params]);
  const firstId = normalizeResultId(id);
  const secondId = normalizeResultId(other);
  // Malformed ids are a 404 without any store lookup, as on the result page; so is one id twice.
  if (!firstId || !secondId || firstId === secondId) notFound();
  if (firstId !== id || secondId !== other)
    permanentRedirect({ href: `/result/${firstId}/change/${secondId}`, locale });
  const [first, second] = await Promise.all([getPublicResult(firstId), getPublicResult(secondId)]);
  if (!first || !second) notFound();
  // A result's date never changes, so the order of a pair is fixed for good.
  if (takenAfter(first, second))
    permanentRedirect({ href: `/result/${secondId}/change/${firstId}`, locale });
  const [earlier, later] = [first, second];

  const [t, summary, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'ResultChange' }),
    getTranslations({ locale, namespace: 'ResultSummary' }),
    getResultTexts(locale),
  ]);
  const tag = localeTag(locale);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long' });
  const decimals = (digits: number, sign = false) =>
    new Intl.NumberFormat(tag, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...(sign ? { signDisplay: 'exceptZero' as const } : {}),
    }).format;
  const format: ChangeFormats = {
    percent: decimals(0),
    t: decimals(1),
    difference: decimals(1, true),
    rci: decimals(2, true),
  };
  const changes = changeBetween(earlier, later);
  const { reliable, of } = countReliable(changes);
  const doubtKey =
    isDoubtful(earlier) && isDoubtful(later)
      ? 'doubtfulBoth'
      : isDoubtful(earlier)
        ? 'doubtfulEarlier'
        : isDoubtful(later)
          ? 'doubtfulLater'
          : null;
  const sameNorms =
    earlier.norm.sex === later.norm.sex && earlier.norm.ageGroup === later.norm.ageGroup;

  return (
    <article className="flex flex-col gap-8">
      <PageIntro title={t('title')} lead={t('lead')} />
      <ul className="-mt-4 grid gap-4 sm:grid-cols-2">
        {[
          { label: t('earlier'), result: earlier },
          { label: t('later'), result: later },
        ].map(({ label, result }) => (
          <li
            key={result.id}
            className="bg-surface-muted flex flex-col gap-1 rounded-lg p-4"
            data-result={result.id}
          >
            <h2 className="text-lg font-bold">{label}</h2>
            <p>{summary('takenOn', { date: date.format(new Date(result.createdAt)) })}</p>
            <p className="text-sm text-neutral-700">{normGroupLabel(summary, result.norm)}</p>
            <p className="print:hidden">
              <AppLink href={`/result/${result.id}`} className="font-semibold">
                {t('openResult')}
              </AppLink>
            </p>
          </li>
        ))}
      </ul>
      {doubtKey || !sameNorms ? (
        <div className="flex flex-col gap-3">
          {doubtKey ? (
            <p
              role="note"
              data-testid="doubt"
              className="rounded-md border-s-4 border-red-700 bg-red-50 p-3 font-semibold"
            >
              {t(doubtKey)}
            </p>
          ) : null}
          {sameNorms ? null : (
            <p role="note" className="bg-surface-muted rounded-md p-3">
              {t('normsDiffer', {
                earlier: normGroup(summary, earlier.norm),
                later: normGroup(summary, later.norm),
              })}
            </p>
          )}
        </div>
      ) : null}
      <Explanation t={t} summaryText={t('summary', { count: reliable, total: of })} />
      <ChangeReport changes={changes} texts={texts} format={format} t={t} summary={summary} />
      <p className="print:hidden">
        <AppLink href="/result" className="btn-outline">
          {t('chooseResults')}
        </AppLink>
      </p>
    </article>
  );
}

/** The count of reliable changes, then what T scores and the RCI are, in a few sentences. */
function Explanation({ t, summaryText }: { t: ChangeT; summaryText: string }) {
  return (
    <section
      aria-labelledby="change-explain"
      className="flex flex-col gap-3 rounded-lg border border-neutral-300 p-4 sm:p-6"
    >
      <p className="text-lg font-bold" data-testid="change-summary">
        {summaryText}
      </p>
      <SectionHeading id="change-explain">{t('explainHeading')}</SectionHeading>
      <p>{t('explainRci')}</p>
      <p>{t('explainT')}</p>
      <p>{t('explainFacets')}</p>
      <p className="text-sm text-neutral-700">{t('barLegend')}</p>
    </section>
  );
}
