'use client';

import type { Messages } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useSnackbar } from '@/components/shell-provider';

/** Its texts: messages of the ResultShare namespace. */
export type ResultActionStrings = Pick<
  Messages['ResultShare'],
  'copyLink' | 'linkCopied' | 'copyFailed' | 'share' | 'print'
>;

const noSubscription = () => () => undefined;

/**
 * The buttons that need the browser: copy the link, the native share sheet (where there is one),
 * print. The owner's "delete this result" is its own island (delete-result.tsx), on stored results
 * only.
 */
export function ResultActions({
  url,
  title,
  strings,
}: {
  url: string;
  title: string;
  strings: ResultActionStrings;
}) {
  const showSnackbar = useSnackbar();
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar(strings.linkCopied, 'success');
    } catch {
      showSnackbar(strings.copyFailed, 'error');
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        data-analytics-event="result-shared"
        onClick={() => void copy()}
      >
        {strings.copyLink}
      </button>
      {canShare ? (
        <button
          type="button"
          className="btn btn-outline"
          data-analytics-event="result-shared"
          onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
        >
          {strings.share}
        </button>
      ) : null}
      <button type="button" className="btn btn-outline" onClick={() => window.print()}>
        {strings.print}
      </button>
    </>
  );
}
