'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { useSnackbar } from '@/components/shell-provider';
import { QUEUED_EVENT, QUEUED_FLAG_KEY, hasQueuedTests } from '@/lib/offline/queued-flag';
import type en from '@/messages/en.json';
import { fill, useTestContextStore, useTestStrings } from './test-context';
import { SectionHeading } from '@/components/ui/section-heading';

export type OfflineStrings = (typeof en)['Offline'];
type Outbox = typeof import('@/lib/offline/outbox');

/**
 * Above the test: says that finished tests are waiting on this device to be sent (the site's
 * OfflineSync sends them and opens the result). A test the server refused for good goes back
 * into the form, with the reason, unless another test is under way. The outbox code (IndexedDB,
 * the API's schemas) is loaded only when the local-storage mark says tests wait, or once one is
 * queued here or in another tab: on almost every visit it is never needed.
 */
export function OutboxNotice({ strings }: { strings: OfflineStrings }) {
  const store = useTestContextStore();
  const { apiErrors } = useTestStrings();
  const showSnackbar = useSnackbar();
  const [waiting, setWaiting] = useState(0);
  const [sending, setSending] = useState(false);
  const outbox = useRef<Outbox | null>(null);

  /** Restores refused tests into the form and returns how many still wait to be sent. */
  const check = useCallback(
    async ({ listQueued, settleQueued }: Outbox) => {
      const records = await listQueued();
      if (records.some((record) => record.state === 'failed') && !store.getState().inProgress) {
        await settleQueued(['failed'], async (record) => {
          if (store.getState().inProgress) throw new Error('A test is under way');
          const { compare } = record;
          await store
            .getState()
            .restoreSubmission(
              record.payload,
              compare ? { id: compare.id, name: compare.name } : null,
            );
          const reason = apiErrors[record.error ?? 'unknown'];
          showSnackbar(fill(strings.restoredNotice, { reason }), 'error');
        }).catch(() => undefined);
      }
      return records.filter((record) => record.state !== 'failed').length;
    },
    [store, apiErrors, showSnackbar, strings.restoredNotice],
  );

  useEffect(() => {
    let live = true;
    let loading: Promise<Outbox> | null = null;
    let unsubscribe: (() => void) | undefined;
    const update = () => {
      loading ??= import('@/lib/offline/outbox');
      loading.then(
        async (module) => {
          if (!live) return;
          outbox.current = module;
          unsubscribe ??= module.onOutboxChange(update);
          const count = await check(module);
          if (live) setWaiting(count);
        },
        () => {
          loading = null;
        },
      );
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === QUEUED_FLAG_KEY && hasQueuedTests()) update();
    };
    if (hasQueuedTests()) update();
    window.addEventListener(QUEUED_EVENT, update);
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener(QUEUED_EVENT, update);
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
    };
  }, [check]);

  async function sendNow() {
    setSending(true);
    await outbox.current?.flushOutbox().catch(() => undefined);
    setSending(false);
  }

  return (
    <div role="status" aria-live="polite">
      {waiting > 0 ? (
        <div
          className="border-secondary mb-6 flex flex-col gap-3 rounded-lg border-2 p-5"
          data-testid="outbox-notice"
        >
          <SectionHeading>{strings.queuedTitle}</SectionHeading>
          <p>{strings.queuedText}</p>
          <p className="text-neutral-700">{strings.queuedClose}</p>
          <div>
            <BusyButton
              className="btn-outline"
              busy={sending}
              label={strings.sendNow}
              busyLabel={strings.sending}
              onClick={sendNow}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
