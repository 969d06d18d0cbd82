'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AppLink } from './app-link';
import { CloseIcon } from './icons';
import { useShellStore } from './shell-provider';
import { SNACKBAR_TIMEOUT_MS } from './shell-store';

/**
 * Bottom message bar. Both live regions stay in the document so screen readers announce a message
 * as soon as it is inserted: errors assertively (role=alert), everything else politely.
 */
export function Snackbar() {
  const { open, type, message, action, serial } = useShellStore((state) => state.snackbar);
  const hide = useShellStore((state) => state.hideSnackbar);
  const close = useTranslations('Snackbar')('close');

  useEffect(() => {
    // A message with a link stays until closed, so there is time to reach the link (WCAG 2.2.1).
    if (!open || action) return;
    const timer = window.setTimeout(hide, SNACKBAR_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [open, action, serial, hide]);

  const body = (
    <div
      data-type={type}
      className={`pointer-events-auto flex w-full max-w-xl items-center gap-3 rounded-md px-4 py-3 text-white shadow-lg ${
        type === 'error' ? 'bg-error' : 'bg-primary'
      }`}
    >
      <p className="min-w-0 flex-1 text-sm">{message}</p>
      {action ? (
        <AppLink
          href={action.href}
          onClick={hide}
          className="focus-on-dark text-on-primary hover:text-on-primary shrink-0 rounded-md px-2 py-2 text-sm font-semibold underline"
        >
          {action.label}
        </AppLink>
      ) : null}
      <button
        type="button"
        onClick={hide}
        aria-label={close}
        className="focus-on-dark -me-1 grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/15"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );

  return (
    <div className="no-print pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center p-3">
      <div role="alert" aria-atomic="true" className="flex w-full justify-center">
        {open && type === 'error' ? body : null}
      </div>
      <div role="status" aria-atomic="true" className="flex w-full justify-center">
        {open && type !== 'error' ? body : null}
      </div>
    </div>
  );
}
