'use client';

import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { KeptResultsStrings } from './kept-list';
import {
  keptResults,
  keptResultsSnapshot,
  subscribeToKeptResults,
} from '@/lib/results/browser/kept';

/**
 * Loaded only in a browser that kept results: the checks (swr) and the list are not part of the
 * lookup page's first paint for everyone else.
 */
const CheckedKeptResults = lazy(() =>
  import('./kept-list').then((m) => ({ default: m.CheckedKeptResults })),
);

/**
 * The results saved in this browser, newest first, each with its date and a link, and a form to
 * open the change view of two of them. Ids come from local storage (lib/results/browser/kept.ts),
 * dates and whether each still exists from the API (./kept-list.tsx). Renders nothing on the
 * server or without kept results: the lookup form above works without it.
 */
export function KeptResults({ locale, strings }: { locale: Locale; strings: KeptResultsStrings }) {
  const snapshot = useSyncExternalStore(subscribeToKeptResults, keptResultsSnapshot, () => null);
  const kept = useMemo(() => (snapshot === null ? [] : keptResults()), [snapshot]);
  if (!kept.length) return null;
  return (
    <Suspense fallback={null}>
      <CheckedKeptResults locale={locale} kept={kept} strings={strings} />
    </Suspense>
  );
}
