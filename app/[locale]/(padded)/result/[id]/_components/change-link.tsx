'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/app-link';
import { isLocale, localeTag } from '@/lib/i18n/locales';
import {
  deleteTokenFor,
  keptResults,
  keptResultsSnapshot,
  subscribeToKeptResults,
} from '@/lib/results/browser/kept';

/**
 * "How your scores changed": in the browser that saved this result and holds another of its own,
 * a link to the change view of the two (the most recently saved other one; the change page puts
 * them in order). Nothing anywhere else, and nothing in the server's HTML: a result someone
 * shared is not the visitor's to compare over time.
 */
export function ChangeLink({ id, className }: { id: string; className: string }) {
  const t = useTranslations('ResultSummary');
  const locale = useLocale();
  const snapshot = useSyncExternalStore(subscribeToKeptResults, keptResultsSnapshot, () => null);
  const other = useMemo(() => {
    if (snapshot === null || deleteTokenFor(id) === null) return null;
    const time = (savedAt: string | null) => (savedAt ? Date.parse(savedAt) : -Infinity);
    return (
      keptResults()
        .filter((kept) => kept.id !== id)
        .sort((a, b) => time(b.savedAt) - time(a.savedAt))[0] ?? null
    );
  }, [snapshot, id]);
  if (!other) return null;
  const date = other.savedAt
    ? new Intl.DateTimeFormat(isLocale(locale) ? localeTag(locale) : undefined, {
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(other.savedAt))
    : null;
  return (
    <li>
      <AppLink href={`/result/${other.id}/change/${id}`} className={className} data-change-link>
        {date ? t('changeSince', { date }) : t('changeSinceUndated')}
      </AppLink>
    </li>
  );
}
