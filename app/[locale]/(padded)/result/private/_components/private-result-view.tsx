'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { PrintOpensDetails } from '@/components/print-opens-details';
import type { Locale } from '@/lib/i18n/locales';
import { decodePrivateResult, type PrivateResult } from '@/lib/results/private-link';
import type { ResultTexts } from '@/lib/results/server/texts';
import { DomainReports } from '../../[id]/_components/domain-report';
import { QualityPanel } from '../../[id]/_components/quality-panel';
import { ResultSummary } from '../../[id]/_components/result-summary';
import { ShareBar, type ShareStrings } from '../../[id]/_components/share-bar';
import type { ShareNetwork } from '../../[id]/_components/share-icons';
import { PrivateNotice } from './private-notice';
import { privateReport } from './private-report';
import { useInPageLinksKeepFragment, useLocationHash } from './use-location-hash';

export interface PrivateResultViewProps {
  locale: Locale;
  /** The locale's result texts (every level: the scores are known only here). */
  texts: ResultTexts;
  share: ShareStrings;
  /** The networks' marks, drawn on the server (share-icons.tsx). */
  shareIcons: Record<ShareNetwork, ReactNode>;
}

/**
 * A private result, read from the address's fragment and scored in this browser: the same report
 * as a stored result's page (the same components), with what "private" means and a way to store it
 * after all. The server only ever renders the frame: it never receives the fragment.
 */
export function PrivateResultView(props: PrivateResultViewProps) {
  const hash = useLocationHash();
  const decoded = useMemo(() => (hash === null ? null : decodePrivateResult(hash)), [hash]);
  const t = useTranslations('PrivateResult');
  useInPageLinksKeepFragment();

  if (!decoded)
    return (
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p role="status">{t('opening')}</p>
        <noscript>
          <p className="font-semibold">{t('noScript')}</p>
        </noscript>
      </header>
    );
  if (!decoded.ok)
    return (
      <header className="flex flex-col gap-3" data-private-error={decoded.error}>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t(`${decoded.error}Title`)}
        </h1>
        <p className="max-w-prose text-lg text-neutral-700">{t(`${decoded.error}Text`)}</p>
        <p className="mt-3 flex flex-wrap gap-3">
          <AppLink href="/test" className="btn-primary">
            {t('takeTest')}
          </AppLink>
          <AppLink href="/result" className="btn btn-outline">
            {t('openStored')}
          </AppLink>
        </p>
      </header>
    );
  return <PrivateReport {...props} result={decoded.value} check={decoded.check} hash={hash!} />;
}

function PrivateReport({
  locale,
  texts,
  share,
  shareIcons,
  result,
  check,
  hash,
}: PrivateResultViewProps & { result: PrivateResult; check: string; hash: string }) {
  const t = useTranslations('ResultSummary');
  const quality = useTranslations('AnswerQuality');
  const p = useTranslations('PrivateResult');
  const report = useMemo(() => privateReport(result), [result]);
  // The long part of the report (five domains, thirty facets and their texts) is rendered after
  // the summary, in a render the browser can interrupt, so the page answers input sooner.
  const details = useDeferredValue(report.profile, null);
  const url = `${window.location.origin}${window.location.pathname}${hash}`;
  return (
    <ResultSummary
      locale={locale}
      profile={report.profile}
      createdAt={new Date(result.takenAt * 1000)}
      invalid={result.invalid}
      title={result.handle ? t('titleOf', { handle: result.handle }) : t('titleAnonymous')}
      note={
        <p
          data-testid="private-note"
          className="border-secondary max-w-prose border-s-4 ps-3 font-semibold text-neutral-800"
        >
          {p('note')}
        </p>
      }
      t={t}
    >
      <QualityPanel quality={report.quality} locale={locale} t={quality} />
      <PrivateNotice result={result} check={check} />
      <ShareBar url={url} title={share.emailSubject} strings={share} icons={shareIcons} />
      {details ? <DomainReports locale={locale} profile={details} texts={texts} t={t} /> : null}
      <PrintOpensDetails />
    </ResultSummary>
  );
}
