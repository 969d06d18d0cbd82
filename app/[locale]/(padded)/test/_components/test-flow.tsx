'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { PageIntro } from '@/components/page-intro';
import { useSnackbar } from '@/components/shell-provider';
import type { ItemKey } from '@/inventory/items';
import type { QuestionnaireLanguage } from '@/inventory/languages';
import type { Locale } from '@/lib/i18n/locales';
import { parseCompareWith } from '@/lib/compare/with';
import { HandleSlide, LanguageSlide, SetupSlide } from './form-slides';
import { OutboxNotice } from './outbox-notice';
import { TestContext, useTestStore } from './test-context';
import { SLIDES, createTestStore, loadInventory, type Slide } from './test-store';
import { useVisibleClock } from './use-visible-clock';

interface TestFlowProps {
  /** The page's heading and lead, shown until the statements begin. */
  intro: { title: string; lead: string };
  locale: Locale;
  languages: readonly QuestionnaireLanguage[];
  defaultLang: string;
  /** Development or an explicit debug flag only: offers random answers (result marked invalid). */
  skipEnabled: boolean;
}

/** The test: language, gender and age, handle slides, then the statements. */
export function TestFlow({ defaultLang, ...props }: TestFlowProps) {
  const [store] = useState(() => createTestStore(defaultLang));
  useEffect(() => {
    // `?compareWith={resultId}&name={name}` (a result page's "take the test and compare" link)
    // is read here rather than on the server: the page's HTML is then the same for every link,
    // so the copy the service worker keeps of it never carries someone's comparison, and the
    // link works offline too. It wins over one kept with a stored test: it was followed last.
    const query = new URLSearchParams(window.location.search);
    const link = parseCompareWith(query.get('compareWith'), query.get('name'));
    void Promise.resolve(store.persist.rehydrate()).finally(() => {
      if (link) store.getState().setCompareWith(link);
    });
  }, [store]);
  useVisibleClock(store);
  return (
    <TestContext.Provider value={{ store }}>
      <OutboxNotice />
      <Slides {...props} />
    </TestContext.Provider>
  );
}

/** The statements' component, and the item list it shows (which the store checks answers with). */
interface QuestionsCode {
  Questions: (typeof import('./questions'))['Questions'];
  itemKeys: readonly ItemKey[];
}

/** Loaded once; a failed download is tried again on the next call. */
let questionsModule: Promise<QuestionsCode> | null = null;
/** The same once it is there, so a later visit to the test renders it at once. */
let questionsLoaded: QuestionsCode | null = null;
function loadQuestions() {
  // The item list comes through the store only, so it is downloaded once (not in both chunks).
  questionsModule ??= Promise.all([import('./questions'), loadInventory()]).then(
    ([{ Questions }, { itemKeys }]) => (questionsLoaded = { Questions, itemKeys }),
    (error: unknown) => {
      questionsModule = null;
      throw error;
    },
  );
  return questionsModule;
}

/**
 * The statements (their code, the item list and the per-language loaders) are most of the test's
 * code and are not needed for its first slide: they are loaded once the visitor is past it (or at
 * once when a stored test resumes on the statements), well before the form's last slide is done.
 */
function useQuestions(slide: Slide): QuestionsCode | null {
  const [loaded, setLoaded] = useState<QuestionsCode | null>(() => questionsLoaded);
  const t = useTranslations('Test');
  const showSnackbar = useSnackbar();
  const goToSlide = useTestStore((s) => s.goToSlide);
  const wanted = slide !== 'language';
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadQuestions().then(
      (code) => live && setLoaded(code),
      () => {
        if (!live || slide !== 'questions') return;
        // Offline, with the code never downloaded: said like a language that cannot be loaded.
        showSnackbar(t('inventoryNotFound'), 'error');
        goToSlide('language');
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, slide, showSnackbar, t, goToSlide]);
  return loaded;
}

function Slides({ intro, locale, languages, skipEnabled }: Omit<TestFlowProps, 'defaultLang'>) {
  const slide = useTestStore((s) => s.slide);
  const t = useTranslations('Test');
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef(slide);
  const focusPending = useRef(false);
  const questions = useQuestions(slide);

  // A new slide takes focus (its heading), so keyboard and screen-reader users continue from there
  // (the statements' heading once their code is there).
  useEffect(() => {
    if (previous.current !== slide) {
      previous.current = slide;
      focusPending.current = true;
      window.scrollTo({ top: 0 });
    }
    if (!focusPending.current) return;
    const heading = container.current?.querySelector<HTMLElement>('[data-slide-heading]');
    if (!heading) return;
    focusPending.current = false;
    heading.focus();
  }, [slide, questions]);

  const step = SLIDES.indexOf(slide);
  return (
    <div ref={container} className="flex flex-col gap-6">
      {/* Once answering begins the statements' own heading says where the visitor is. */}
      {slide !== 'questions' ? (
        <PageIntro title={intro.title} lead={intro.lead} className="mb-2" />
      ) : null}
      <ResumeNotice />
      {slide !== 'questions' ? <CompareNote /> : null}
      {slide !== 'questions' ? (
        <ol aria-label={t('stepsLabel')} className="flex gap-2" data-testid="steps">
          {SLIDES.slice(0, -1).map((name, i) => (
            <li
              key={name}
              aria-current={i === step ? 'step' : undefined}
              className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-secondary' : 'bg-neutral-200'}`}
            />
          ))}
        </ol>
      ) : null}
      {slide === 'language' ? <LanguageSlide languages={languages} /> : null}
      {slide === 'setup' ? <SetupSlide /> : null}
      {slide === 'handle' ? <HandleSlide /> : null}
      {slide === 'questions' ? (
        questions ? (
          <questions.Questions
            locale={locale}
            itemKeys={questions.itemKeys}
            languages={languages}
            skipEnabled={skipEnabled}
          />
        ) : (
          <p role="status">{t('loadingStatements')}</p>
        )
      ) : null}
    </div>
  );
}

/**
 * Laid out for any width and language: the text never shares its line with the buttons unless it
 * keeps 18rem (some 40 characters) beside them; otherwise it takes the box's width and the
 * buttons wrap beneath it. (With a zero basis it used to shrink to one word a line on phones.)
 */
function ResumeNotice() {
  const resumed = useTestStore((s) => s.resumed);
  const dismiss = useTestStore((s) => s.dismissResume);
  const reset = useTestStore((s) => s.reset);
  const t = useTranslations('Test');
  if (!resumed) return null;
  return (
    <div
      role="status"
      data-testid="resume-notice"
      className="bg-surface-muted flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md border border-neutral-300 p-4"
    >
      <p className="min-w-0 flex-[1_1_18rem] text-pretty">{t('resumeNotice')}</p>
      <div className="flex max-w-full flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline max-w-full"
          onClick={() => window.confirm(t('startOverConfirm')) && reset()}
        >
          {t('startOver')}
        </button>
        <button type="button" className="btn-outline max-w-full" onClick={dismiss}>
          {t('dismiss')}
        </button>
      </div>
    </div>
  );
}

/** Tells a visitor who came from someone's result what happens once the test is saved. */
function CompareNote() {
  const compareWith = useTestStore((s) => s.compareWith);
  const t = useTranslations('Test');
  if (!compareWith) return null;
  return (
    <p
      data-testid="compare-note"
      className="border-secondary max-w-prose border-s-4 ps-3 text-neutral-800"
    >
      {compareWith.name ? (
        <WithName text={t('compareNote', { name: NAME_MARK })} name={compareWith.name} />
      ) : (
        t('compareNoteUnnamed')
      )}
    </p>
  );
}

/** Stands for the name while next-intl formats the message; a name cannot contain it. */
const NAME_MARK = '\u0000';

/**
 * A formatted message with the name set apart (bdi), so a name in another script keeps its own
 * direction.
 */
function WithName({ text, name }: { text: string; name: string }) {
  const [before = '', ...after] = text.split(NAME_MARK);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after.join(name)}
    </>
  );
}
