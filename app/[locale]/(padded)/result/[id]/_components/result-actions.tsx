'use client';

import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { useSnackbar } from '@/components/shell-provider';
import { deleteTokenFor, forgetResult } from '@/lib/result-storage';

export interface ResultActionStrings {
  copyLink: string;
  linkCopied: string;
  copyFailed: string;
  share: string;
  print: string;
  delete: string;
  deleteConfirm: string;
  deleting: string;
  deleted: string;
  deleteFailed: string;
}

const noSubscription = () => () => undefined;

/**
 * The buttons that need the browser: copy the link, the native share sheet (where there is one),
 * print, and "delete this result" for the browser that saved it (it alone holds the token).
 */
export function ResultActions({
  id,
  url,
  title,
  strings,
}: {
  id?: string;
  url: string;
  title: string;
  strings: ResultActionStrings;
}) {
  const showSnackbar = useSnackbar();
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const token = useSyncExternalStore(
    noSubscription,
    () => (id ? deleteTokenFor(id) : null),
    () => null,
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showSnackbar(strings.linkCopied, 'success');
    } catch {
      showSnackbar(strings.copyFailed, 'error');
    }
  }

  async function remove() {
    if (!id || !token || !window.confirm(strings.deleteConfirm)) return;
    setDeleting(true);
    try {
      const response = await fetch(`/api/result/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.ok || response.status === 404) {
        forgetResult(id);
        showSnackbar(strings.deleted, 'success');
        router.refresh();
        return;
      }
      showSnackbar(strings.deleteFailed, 'error');
    } catch {
      showSnackbar(strings.deleteFailed, 'error');
    }
    setDeleting(false);
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
      {token ? (
        <button
          type="button"
          className="btn btn-outline"
          disabled={deleting}
          onClick={() => void remove()}
        >
          {deleting ? strings.deleting : strings.delete}
        </button>
      ) : null}
    </>
  );
}
