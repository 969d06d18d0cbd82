'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSnackbar } from '@/components/shell-provider';
import type { ItemKey } from '@/inventory/items';
import { trackEvent } from '@/lib/analytics/track';
import { comparisonPath } from '@/lib/compare/target';
import type { Locale } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import { markQueuedTests } from '@/lib/offline/browser/queued-flag';
import type { SaveOutcome } from '@/lib/results/browser/save';
import { loadPrivateLink } from './private-choice';
import { buildPayload, compareTarget, rememberSaved } from './build-save';
import { loadOnce } from './load-once';
import { useTestContextStore } from './test-context';

/**
 * The code that sends a finished test (./send-save.ts). Asked for as soon as the statements show,
 * so it is in memory (and kept by the service worker) long before the visitor submits, possibly
 * offline.
 */
const loadSubmit = loadOnce(() => import('./send-save'));

/**
 * Sends a finished test one of three ways, and says what went wrong when none works:
 * - private ("Don't store my answers"): nothing is sent, the result opens from its link alone;
 * - online: POST /api/save, then the result (or the comparison the test was taken for);
 * - offline: the test waits in the outbox (lib/offline/browser/outbox.ts) and is sent when the
 *   connection is back; the outbox notice above the test says so.
 */
export function useSubmitTest({
  locale,
  itemKeys,
}: {
  locale: Locale;
  itemKeys: readonly ItemKey[];
}) {
  const t = useTranslations('Test');
  const apiErrors = useTranslations('ApiErrors');
  const store = useTestContextStore();
  const router = useRouter();
  const showSnackbar = useSnackbar();
  const [saving, setSaving] = useState(false);
  const [privateMode, setPrivateMode] = useState(false);

  useEffect(() => void loadSubmit().catch(() => undefined), []);

  /** The test is over on this device: its kept copy goes, and it is no longer in progress. */
  function finished(lang: string) {
    trackEvent('test-completed', { lang });
    store.getState().finish();
    store.persist.clearStorage();
  }

  async function submitPrivately(payload: NonNullable<ReturnType<typeof buildPayload>>) {
    const code = await loadPrivateLink().catch(() => null);
    const href = code?.privateResultHref(payload, itemKeys);
    if (href) {
      finished(payload.lang);
      return router.push(href);
    }
    setSaving(false);
    showSnackbar(apiErrors(code ? 'unknown' : 'network'), 'error');
  }

  async function submit() {
    const payload = buildPayload(store.getState());
    if (!payload) return store.getState().goToSlide('language');
    setSaving(true);
    if (privateMode) return submitPrivately(payload);
    const compare = compareTarget(store.getState(), {
      compareMe: t('compareMe'),
      compareFriend: t('compareFriend'),
    });
    const sending = await loadSubmit().catch(() => null);
    const offline: SaveOutcome = { ok: false, code: 'network', retry: true };
    const outcome =
      navigator.onLine === false || !sending ? offline : await sending.postSave(payload);
    if (outcome.ok) {
      rememberSaved(outcome.result);
      finished(payload.lang);
      return router.push(
        compare ? comparisonPath(compare, outcome.result.id) : `/result/${outcome.result.id}`,
      );
    }
    // Offline: the test waits on this device; without IndexedDB the answers simply stay here.
    // Online, a server that cannot be reached is reported like any other failure.
    const isOffline = outcome.code === 'network' && navigator.onLine === false;
    if (isOffline && sending && (await sending.queueSave(payload, locale, Date.now(), compare))) {
      markQueuedTests();
      sending.requestBackgroundSync();
      store.persist.clearStorage();
      store.getState().reset();
      return setSaving(false);
    }
    setSaving(false);
    showSnackbar(apiErrors(outcome.code), 'error');
  }

  return { saving, privateMode, setPrivateMode, submit };
}
