'use client';

import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { deleteTokenFor, forgetResult } from '@/lib/results/browser/kept';

/** Its texts (messages of the ResultShare namespace) and where a deletion lands. */
export type DeleteStrings = Pick<
  Messages['ResultShare'],
  'delete' | 'deleteConfirm' | 'deleting' | 'deleteFailed' | 'deleteConfirmButton' | 'deleteCancel'
> & {
  /** The localized "deleted" page. */
  deletedHref: string;
};

const noSubscription = () => () => undefined;

/**
 * "Delete this result" for the browser that saved the result (it alone holds the token),
 * confirmed in a modal <dialog> of the page (focus kept inside, Escape or
 * Cancel keep the result), then the "deleted" page. A failure is said in the dialog.
 */
export function DeleteResult({ id, strings }: { id: string; strings: DeleteStrings }) {
  const token = useSyncExternalStore(
    noSubscription,
    () => deleteTokenFor(id),
    () => null,
  );
  return token ? <DeleteDialog id={id} token={token} strings={strings} /> : null;
}

/** Its length is the dialog's markup and its three states (asking, deleting, failed). */
function DeleteDialog({
  id,
  token,
  strings,
}: {
  id: string;
  token: string;
  strings: DeleteStrings;
}) {
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  // Next.js keeps a page left by a navigation mounted but hidden (React's Activity), and a modal
  // dialog left open would keep the next page inert: it closes whenever the page is hidden.
  useLayoutEffect(() => {
    const open = dialog.current;
    return () => open?.close();
  }, []);

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
