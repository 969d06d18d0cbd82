'use client';

import { useEffect, useState } from 'react';
import {
  InventoryNotFoundError,
  loadLanguage,
  type InventoryErrorKind,
  type LanguageData,
} from '@/inventory/load-language';

export type LanguageDataState =
  | { status: 'idle' | 'loading'; data: LanguageData | null }
  | { status: 'ready'; data: LanguageData }
  | { status: 'error'; data: LanguageData | null; kind: InventoryErrorKind };

/**
 * Texts and labels of one questionnaire language, fetched as its own small chunk. While another
 * language loads, the previous texts stay on screen so nothing jumps. Not swr's `keepPreviousData`,
 * which does the same: the questions are part of the test page's first visit, and swr would add
 * about 8 KB gzip to a page within 2 KB of the 160 KB budget (the outbox count, loaded later, uses it).
 */
export function useLanguageData(lang: string | null): LanguageDataState {
  const [state, setState] = useState<{ lang: string | null; result: LanguageDataState }>({
    lang: null,
    result: { status: 'idle', data: null },
  });

  useEffect(() => {
    if (!lang) return;
    let cancelled = false;
    loadLanguage(lang).then(
      (data) => !cancelled && setState({ lang, result: { status: 'ready', data } }),
      (error: unknown) => {
        if (cancelled) return;
        // A chunk that fails to download is reported like a missing language (SPEC section 5).
        const kind = error instanceof InventoryNotFoundError ? error.kind : 'inventory';
        setState((s) => ({ lang, result: { status: 'error', data: s.result.data, kind } }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [lang]);

  if (!lang) return { status: 'idle', data: null };
  if (state.lang !== lang) return { status: 'loading', data: state.result.data };
  return state.result;
}
