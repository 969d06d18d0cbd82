'use client';

import useSWRImmutable from 'swr/immutable';
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

/** The swr key of one questionnaire language's texts. */
export const languageDataKey = (lang: string) => ['questionnaire-language', lang] as const;

const fetchLanguage = ([, lang]: ReturnType<typeof languageDataKey>) => loadLanguage(lang);

/**
 * Texts and labels of one questionnaire language, fetched as its own small chunk (swr: loaded
 * once per visit, since a language's texts never change while the page is open). While another
 * language loads, the previous texts stay on screen so nothing jumps (`keepPreviousData`). A failed
 * download is not retried by itself: the test goes back to the language slide, and showing the
 * statements again asks once more. This hook is part of the statements' code, which the test
 * loads after its first slide, so swr is not part of the test page's first visit.
 */
export function useLanguageData(lang: string | null): LanguageDataState {
  const { data, error, isLoading } = useSWRImmutable(
    lang ? languageDataKey(lang) : null,
    fetchLanguage,
    { keepPreviousData: true, shouldRetryOnError: false },
  );
  if (!lang) return { status: 'idle', data: null };
  if (error) {
    // A chunk that fails to download is reported like a missing language.
    const kind = error instanceof InventoryNotFoundError ? error.kind : 'inventory';
    return { status: 'error', data: data ?? null, kind };
  }
  if (isLoading || !data || data.lang !== lang) return { status: 'loading', data: data ?? null };
  return { status: 'ready', data };
}
