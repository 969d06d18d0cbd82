'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { BusyButton } from '@/components/busy-button';
import { useSnackbar } from '@/components/shell-provider';
import { testInfo, type Choice } from '@/inventory/info';
import type { Item, ItemKey } from '@/inventory/items';
import type { QuestionnaireLanguage } from '@/inventory/languages';
import { type Locale, localeTag } from '@/lib/i18n/locales';
import { QuestionItem } from './question-item';
import { QuestionsHeader } from './questions-header';
import { PrivateChoice } from './private-choice';
import { useTestStore } from './test-context';
import { countAnswers } from './test-store';
import { useItemsPerPage } from './use-items-per-page';
import { useLanguageData } from './use-language-data';
import { useSubmitTest } from './use-submit-test';

const TOTAL = testInfo.questions;
/** With one statement per page, an answer moves on to the next after 700 ms. */
export const AUTO_ADVANCE_MS = 700;

interface QuestionsProps {
  locale: Locale;
  /** The inventory's items, loaded with this code (see TestFlow). */
  itemKeys: readonly ItemKey[];
  languages: readonly QuestionnaireLanguage[];
  skipEnabled: boolean;
}

/**
 * The statements, a page at a time (three, or one on a phone, which moves on by itself after an
 * answer), with Back and Next, and once all are answered the panel that sends the test.
 * Its length is the page's markup; paging is usePaging below, sending use-submit-test.ts.
 */
export function Questions({ locale, itemKeys, languages, skipEnabled }: QuestionsProps) {
  const t = useTranslations('Test');
  const lang = useTestStore((s) => s.lang);
  const answers = useTestStore((s) => s.answers);
  const done = useTestStore((s) => s.done);
  const goToSlide = useTestStore((s) => s.goToSlide);
  const language = useLanguageData(lang);
  const showSnackbar = useSnackbar();
  const sending = useSubmitTest({ locale, itemKeys });
  const paging = usePaging(itemKeys);
  const { itemsPerPage, pageStart, pageKeys, pageAnswered, isLastPage, transitioning, turn } =
    paging;
  const { list, section, move, onAnswer } = paging;
  const meta = languages.find((l) => l.id === lang);

  const failure = language.status === 'error' ? language.kind : null;
  useEffect(() => {
    if (!failure) return;
    showSnackbar(t(`${failure}NotFound`), 'error');
    goToSlide('language');
  }, [failure, showSnackbar, t, goToSlide]);

  const texts = language.data?.items;
  const items: Item[] = texts
    ? pageKeys.map((key) => ({ ...key, text: texts[key.num - 1] ?? '' }))
    : [];
  return (
    <section
      ref={section}
      className="flex scroll-mt-2 flex-col gap-5"
      data-statements
      aria-labelledby="questions-heading"
    >
      <h1
        id="questions-heading"
        data-slide-heading
        tabIndex={-1}
        className="text-xl font-bold tracking-tight sm:text-2xl"
        data-testid="questions-heading"
      >
        {pageHeading(t, localeTag(locale), pageStart, pageKeys.length)}
      </h1>
      <QuestionsHeader
        languages={languages}
        skipEnabled={skipEnabled}
        answered={countAnswers(answers)}
        numberTag={localeTag(locale)}
      />
      {pageStart === 0 ? (
        <p className="max-w-prose text-neutral-700" data-testid="instructions">
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
          disabled={pageStart === 0 || sending.saving}
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
      {done ? <DonePanel {...sending} /> : null}
    </section>
  );
}

/** "Statements 4–6 of 120", or "Statement 7 of 120" with one a page, in the interface's digits. */
function pageHeading(
  t: ReturnType<typeof useTranslations<'Test'>>,
  numberTag: string,
  pageStart: number,
  count: number,
) {
  const number = new Intl.NumberFormat(numberTag);
  const total = number.format(TOTAL);
  if (count <= 1) return t('statementHeading', { num: number.format(pageStart + 1), total });
  const from = number.format(pageStart + 1);
  return t('statementsHeading', { from, to: number.format(pageStart + count), total });
}

/** All answered: "Don't store my answers", and the button that sends the test (useSubmitTest). */
function DonePanel({
  saving,
  privateMode,
  setPrivateMode,
  submit,
}: ReturnType<typeof useSubmitTest>) {
  const t = useTranslations('Test');
  return (
    <div
      className="border-secondary flex flex-col gap-3 rounded-lg border-2 p-5"
      role="region"
      aria-labelledby="done-heading"
    >
      <h2 id="done-heading" className="text-xl font-bold">
        {t('doneTitle')}
      </h2>
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
  );
}

/**
 * Paging through the statements: which are on the current page, whether it is answered, Back and
 * Next, and on a phone (one statement a page) moving on by itself AUTO_ADVANCE_MS after an answer.
 * A new page moves focus to its first statement and scrolls the test into view.
 */
function usePaging(itemKeys: readonly ItemKey[]) {
  const answers = useTestStore((s) => s.answers);
  const position = useTestStore((s) => s.position);
  const answer = useTestStore((s) => s.answer);
  const goToPosition = useTestStore((s) => s.goToPosition);
  const itemsPerPage = useItemsPerPage();
  const [transitioning, setTransitioning] = useState(false);
  /** Which way the last page turn went: the next statement slides in from that side (phones). */
  const [turn, setTurn] = useState<'forward' | 'back' | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const list: RefObject<HTMLDivElement | null> = useRef(null);
  const section: RefObject<HTMLElement | null> = useRef(null);

  const pageStart = Math.floor(position / itemsPerPage) * itemsPerPage;
  const pageKeys = itemKeys.slice(pageStart, pageStart + itemsPerPage);
  const pageAnswered = pageKeys.every((item) => answers[item.id] !== undefined);
  const isLastPage = pageStart + itemsPerPage >= TOTAL;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Not on first render: only when the page changes.
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

  return {
    itemsPerPage,
    pageStart,
    pageKeys,
    pageAnswered,
    isLastPage,
    transitioning,
    turn,
    move,
    onAnswer,
    list,
    section,
  };
}
