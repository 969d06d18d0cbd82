'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { BusyButton } from '@/components/busy-button';
import { useSnackbar } from '@/components/shell-provider';
import { SectionHeading } from '@/components/ui/section-heading';
import { QUEUED_EVENT, QUEUED_FLAG_KEY } from '@/lib/offline/browser/queued-flag';
import {
  flushOutbox,
  listQueued,
  onOutboxChange,
  settleQueued,
} from '@/lib/offline/browser/outbox';
import { useTestContextStore } from './test-context';

/** The swr key of the outbox's count of tests still to send (this page's only outbox read). */
const PENDING_KEY = 'outbox-pending';

/**
 * The tests waiting on this device, counted with swr (loaded with the outbox code, only once tests
 * wait: see OutboxNotice) and counted again whenever the outbox changes, in this tab or another.
 * A test the server refused for good goes back into the form, with the reason, unless another
 * test is under way.
 */
export function OutboxPending() {
  const t = useTranslations('Offline');
  const store = useTestContextStore();
  const apiErrors = useTranslations('ApiErrors');
  const showSnackbar = useSnackbar();
  const [sending, setSending] = useState(false);

  const countPending = useCallback(async () => {
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
        const reason = apiErrors(record.error ?? 'unknown');
        showSnackbar(t('restoredNotice', { reason }), 'error');
      }).catch(() => undefined);
    }
    return records.filter((record) => record.state !== 'failed').length;
  }, [store, apiErrors, showSnackbar, t]);

  const { data: waiting = 0, mutate } = useSWR(PENDING_KEY, countPending);

  useEffect(() => {
    const recount = () => void mutate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === QUEUED_FLAG_KEY) recount();
    };
    const unsubscribe = onOutboxChange(recount);
    window.addEventListener(QUEUED_EVENT, recount);
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener(QUEUED_EVENT, recount);
      window.removeEventListener('storage', onStorage);
    };
  }, [mutate]);

  async function sendNow() {
    setSending(true);
    await flushOutbox().catch(() => undefined);
    setSending(false);
  }

  if (waiting === 0) return null;
  return (
    <div
      className="border-secondary mb-6 flex flex-col gap-3 rounded-lg border-2 p-5"
      data-testid="outbox-notice"
    >
      <SectionHeading>{t('queuedTitle')}</SectionHeading>
      <p>{t('queuedText')}</p>
      <p className="text-neutral-700">{t('queuedClose')}</p>
      <div>
        <BusyButton
          className="btn-outline"
          busy={sending}
          label={t('sendNow')}
          busyLabel={t('sending')}
          onClick={sendNow}
        />
      </div>
    </div>
  );
}
