'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
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
  deleteFailed: string;
  deleteConfirmButton: string;
  deleteCancel: string;
  /** Where a deletion lands: the localized "deleted" page. */
  deletedHref: string;
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
      {id && token ? <DeleteResult id={id} token={token} strings={strings} /> : null}
    </>
  );
}

/**
 * "Delete this result", confirmed in a modal <dialog> of the page (focus kept inside, Escape or
 * Cancel keep the result), then the "deleted" page. A failure is said in the dialog.
 */
function DeleteResult({
  id,
  token,
  strings,
}: {
  id: string;
  token: string;
  strings: ResultActionStrings;
}) {
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const dialogId = useId();

  async function remove() {
    setDeleting(true);
    setFailed(false);
    try {
      const response = await fetch(`/api/result/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.ok || response.status === 404) {
        forgetResult(id);
        // Replaced, so that Back does not lead to the address that no longer works.
        router.replace(strings.deletedHref);
        return;
      }
    } catch {
      // offline or refused: said in the dialog, which stays open to try again
    }
    setFailed(true);
    setDeleting(false);
  }

  return (
    <>
      <button
        type="button"
        className="btn border-error text-error hover:bg-error border bg-white hover:text-white"
        aria-haspopup="dialog"
        onClick={() => {
          setFailed(false);
          dialog.current?.showModal();
          // The safe choice first (React's autoFocus acts at mount, when the dialog is shut).
          cancel.current?.focus();
        }}
      >
        {strings.delete}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-text`}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg bg-white p-6 text-neutral-900 shadow-xl backdrop:bg-black/45"
        onCancel={(event) => {
          if (deleting) event.preventDefault();
        }}
      >
        <h2 id={`${dialogId}-title`} className="text-xl font-bold">
          {strings.delete}
        </h2>
        <p id={`${dialogId}-text`} className="mt-2">
          {strings.deleteConfirm}
        </p>
        {failed ? (
          <p role="alert" className="text-error mt-3 font-semibold">
            {strings.deleteFailed}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            ref={cancel}
            type="button"
            className="btn btn-outline"
            disabled={deleting}
            onClick={() => dialog.current?.close()}
          >
            {strings.deleteCancel}
          </button>
          <button
            type="button"
            className="btn bg-error text-white hover:bg-[#8a0019] hover:text-white"
            disabled={deleting}
            onClick={() => void remove()}
          >
            {deleting ? strings.deleting : strings.deleteConfirmButton}
          </button>
        </div>
      </dialog>
    </>
  );
}
