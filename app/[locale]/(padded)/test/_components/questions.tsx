'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { useSnackbar } from '@/components/shell-provider';
import { testInfo, type Choice } from '@/inventory/info';
import type { Item, ItemKey } from '@/inventory/items';
import type { QuestionnaireLanguage } from '@/inventory/languages';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import { trackEvent } from '@/lib/analytics';
import { comparisonPath } from '@/lib/comparison-target';
import { useRouter } from '@/lib/i18n/navigation';
import { QuestionItem } from './question-item';
import { QuestionsHeader } from './questions-header';
import { markQueuedTests } from '@/lib/offline/queued-flag';
import type { SaveOutcome } from '@/lib/save-request';
import { loadPrivateLink, PrivateChoice } from './private-choice';
import { buildPayload, compareTarget, rememberSaved } from './save-test';
import { useTestContextStore, useTestStore } from './test-context';
import { countAnswers } from './test-store';
import { useItemsPerPage } from './use-items-per-page';
import { useLanguageData } from './use-language-data';

const TOTAL = testInfo.questions;
/** SPEC section 4: with one statement per page, an answer moves on after 700 ms. */
export const AUTO_ADVANCE_MS = 700;

/**
 * The code that sends a finished test (./submit-test), loaded once; a failed download is tried
 * again on the next call. Asked for as soon as the statements show, so it is in memory (and kept
 * by the service worker) long before the visitor submits, possibly offline.
 */
let submitModule: Promise<typeof import('./submit-test')> | null = null;
function loadSubmit() {
  submitModule ??= import('./submit-test').catch((error: unknown) => {
    submitModule = null;
    throw error;
  });
  return submitModule;
}

interface QuestionsProps {
  locale: Locale;
  /** The inventory's items, loaded with this code (see TestFlow). */
  itemKeys: readonly ItemKey[];
  languages: readonly QuestionnaireLanguage[];
  skipEnabled: boolean;
}

export function Questions({ locale, itemKeys, languages, skipEnabled }: QuestionsProps) {
  const t = useTranslations('Test');
  const apiErrors = useTranslations('ApiErrors');
  const store = useTestContextStore();
  const lang = useTestStore((s) => s.lang);
  const answers = useTestStore((s) => s.answers);
  const position = useTestStore((s) => s.position);
  const done = useTestStore((s) => s.done);
  const answer = useTestStore((s) => s.answer);
  const goToPosition = useTestStore((s) => s.goToPosition);
  const goToSlide = useTestStore((s) => s.goToSlide);
  const itemsPerPage = useItemsPerPage();
  const language = useLanguageData(lang);
  const showSnackbar = useSnackbar();
  const router = useRouter();
  const [transitioning, setTransitioning] = useState(false);
  const [saving, setSaving] = useState(false);
  /** "Don't store my answers": the result opens from its link alone (lib/private-result.ts). */
  const [privateMode, setPrivateMode] = useState(false);
  /** Which way the last page turn went: the next statement slides in from that side (phones). */
  const [turn, setTurn] = useState<'forward' | 'back' | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const list = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);

  const pageStart = Math.floor(position / itemsPerPage) * itemsPerPage;
  const pageKeys = itemKeys.slice(pageStart, pageStart + itemsPerPage);
  const pageAnswered = pageKeys.every((item) => answers[item.id] !== undefined);
  const isLastPage = pageStart + itemsPerPage >= TOTAL;
  const meta = languages.find((l) => l.id === lang);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => void loadSubmit().catch(() => undefined), []);

  const failure = language.status === 'error' ? language.kind : null;
  useEffect(() => {
    if (!failure) return;
    showSnackbar(t(`${failure}NotFound`), 'error');
    goToSlide('language');
  }, [failure, showSnackbar, t, goToSlide]);

  // A new page moves focus to its first statement and scrolls it into view (not on first render).
  const shownPage = useRef(pageStart);
  useEffect(() => {
    if (shownPage.current === pageStart) return;
    shownPage.current = pageStart;
    // "Scroll to the top" of the test itself, so the new statement is in view on a phone.
    section.current?.scrollIntoView({ block: 'start' });
    list.current?.querySelector<HTMLElement>('[data-item-heading]')?.focus({ preventScroll: true });
  }, [pageStart]);

  function move(to: number) {
    window.clearTimeout(timer.current);
    setTransitioning(false);
    setTurn(to < pageStart ? 'back' : 'forward');
    goToPosition(to);
  }

  function onAnswer(itemId: string, choice: Choice) {
    answer(itemId, choice);
    if (itemsPerPage !== 1 || isLastPage) return;
    window.clearTimeout(timer.current);
    setTransitioning(true);
    timer.current = window.setTimeout(() => move(pageStart + 1), AUTO_ADVANCE_MS);
  }

  async function submit() {
    const payload = buildPayload(store.getState());
    if (!payload) return goToSlide('language');
    setSaving(true);
    if (privateMode) {
      // Nothing is sent: the result's address carries it, and the test is done as if saved.
      const code = await loadPrivateLink().catch(() => null);
      const href = code?.privateResultHref(payload, itemKeys);
      if (href) {
        trackEvent('test-completed', { lang: payload.lang });
        store.getState().finish();
        store.persist.clearStorage();
        return router.push(href);
      }
      setSaving(false);
      return showSnackbar(apiErrors(code ? 'unknown' : 'network'), 'error');
    }
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
      trackEvent('test-completed', { lang: payload.lang });
      store.getState().finish();
      store.persist.clearStorage();
      const path = compare
        ? comparisonPath(compare, outcome.result.id)
        : `/result/${outcome.result.id}`;
      router.push(path);
      return;
    }
    // Offline: the test waits on this device and is sent when the connection is back (the
    // outbox notice above the test says so); without IndexedDB the answers simply stay here.
    // Online, a server that cannot be reached is reported like any other failure.
    const isOffline = outcome.code === 'network' && navigator.onLine === false;
    if (isOffline && sending && (await sending.queueSave(payload, locale, Date.now(), compare))) {
      markQueuedTests();
      sending.requestBackgroundSync();
      store.persist.clearStorage();
      store.getState().reset();
      setSaving(false);
      return;
    }
    setSaving(false);
    showSnackbar(apiErrors(outcome.code), 'error');
  }

  const texts = language.data?.items;
  const items: Item[] = texts
    ? pageKeys.map((key) => ({ ...key, text: texts[key.num - 1] ?? '' }))
    : [];
  return (
    <section
      ref={section}
      className="flex scroll-mt-2 flex-col gap-5"
      aria-labelledby="questions-heading"
    >
      <h2 id="questions-heading" data-slide-heading tabIndex={-1} className="sr-only">
        {t('instructions')}
      </h2>
      <QuestionsHeader
        languages={languages}
        skipEnabled={skipEnabled}
        answered={countAnswers(answers)}
        numberTag={localeTag(locale)}
      />
      {pageStart === 0 ? (
        <p className="max-w-prose text-neutral-700" aria-hidden="true">
          {t('instructions')}
        </p>
      ) : null}
      <div
        ref={list}
        lang={lang ?? undefined}
        dir={meta?.dir}
        className="flex flex-col gap-4 overflow-x-clip"
        data-turn={itemsPerPage === 1 ? (turn ?? undefined) : undefined}
        aria-busy={!language.data}
      >
        {language.data ? (
          items.map((item) => (
            <QuestionItem
              key={item.id}
              item={item}
              total={TOTAL}
              labels={language.data?.choices ?? []}
              answer={answers[item.id]}
              numberLabel={t('statementNumber', { num: item.num, total: TOTAL })}
              onAnswer={onAnswer}
            />
          ))
        ) : (
          <p role="status">{t('loadingStatements')}</p>
        )}
      </div>
      <nav
        className="flex flex-wrap items-center justify-between gap-3"
        aria-label={t('progressLabel')}
      >
        <button
          type="button"
          className="btn-outline"
          disabled={pageStart === 0 || saving}
          onClick={() => move(pageStart - itemsPerPage)}
        >
          {t('back')}
        </button>
        {!isLastPage ? (
          <button
            type="button"
            className="btn-primary"
            disabled={!pageAnswered || transitioning}
            onClick={() => move(pageStart + itemsPerPage)}
          >
            {t('next')}
          </button>
        ) : null}
      </nav>
      {done ? (
        <div
          className="border-secondary flex flex-col gap-3 rounded-lg border-2 p-5"
          role="region"
          aria-labelledby="done-heading"
        >
          <h3 id="done-heading" className="text-xl font-bold">
            {t('doneTitle')}
          </h3>
          <p>{t('doneText')}</p>
          <PrivateChoice checked={privateMode} disabled={saving} onChange={setPrivateMode} />
          <div>
            <BusyButton
              className="btn-secondary"
              busy={saving}
              label={t('submit')}
              busyLabel={privateMode ? t('privateOpening') : t('saving')}
              onClick={submit}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
