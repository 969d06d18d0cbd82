'use client';

import { useCallback, useEffect, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { useSnackbar } from '@/components/shell-provider';
import { flushOutbox, listQueued, onOutboxChange, settleQueued } from '@/lib/offline/outbox';
import type en from '@/messages/en.json';
import { fill, useTestContextStore, useTestStrings } from './test-context';

export type OfflineStrings = (typeof en)['Offline'];

/**
 * Above the test: says that finished tests are waiting on this device to be sent (the site's
 * OfflineSync sends them and opens the result). A test the server refused for good goes back
 * into the form, with the reason, unless another test is under way.
 */
export function OutboxNotice({ strings }: { strings: OfflineStrings }) {
  const store = useTestContextStore();
  const { apiErrors } = useTestStrings();
  const showSnackbar = useSnackbar();
  const [waiting, setWaiting] = useState(0);
  const [sending, setSending] = useState(false);

  /** Restores refused tests into the form and returns how many still wait to be sent. */
  const check = useCallback(async () => {
    const records = await listQueued();
    if (records.some((record) => record.state === 'failed') && !store.getState().inProgress) {
      await settleQueued(['failed'], (record) => {
        if (store.getState().inProgress) throw new Error('A test is under way');
        store.getState().restoreSubmission(record.payload);
        const reason = apiErrors[record.error ?? 'unknown'];
        showSnackbar(fill(strings.restoredNotice, { reason }), 'error');
      }).catch(() => undefined);
    }
    return records.filter((record) => record.state !== 'failed').length;
  }, [store, apiErrors, showSnackbar, strings.restoredNotice]);

  useEffect(() => {
    let live = true;
    const update = () =>
      void check().then((count) => {
        if (live) setWaiting(count);
      });
    update();
    const stop = onOutboxChange(update);
    return () => {
      live = false;
      stop();
    };
  }, [check]);

  async function sendNow() {
    setSending(true);
    await flushOutbox().catch(() => undefined);
    setSending(false);
  }

  return (
    <div role="status" aria-live="polite">
      {waiting > 0 ? (
        <div
          className="border-secondary mb-6 flex flex-col gap-3 rounded-lg border-2 p-5"
          data-testid="outbox-notice"
        >
          <h2 className="text-xl font-bold">{strings.queuedTitle}</h2>
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
