'use client';

import { useEffect, useRef, useState } from 'react';
import type { QuestionnaireLanguage } from '@/inventory/languages';
import type { Locale } from '@/lib/i18n/locales';
import { AgeSlide, GenderSlide, HandleSlide, LanguageSlide } from './form-slides';
import { OutboxNotice, type OfflineStrings } from './outbox-notice';
import { Questions } from './questions';
import {
  TestContext,
  useTestStore,
  useTestStrings,
  type ApiErrorStrings,
  type TestStrings,
} from './test-context';
import { SLIDES, createTestStore } from './test-store';

interface TestFlowProps {
  locale: Locale;
  strings: TestStrings;
  apiErrors: ApiErrorStrings;
  offlineStrings: OfflineStrings;
  languages: readonly QuestionnaireLanguage[];
  defaultLang: string;
  /** Development or an explicit debug flag only: offers random answers (result marked invalid). */
  skipEnabled: boolean;
}

/** The test: language, gender, age and handle slides, then the statements (SPEC section 2). */
export function TestFlow({
  strings,
  apiErrors,
  offlineStrings,
  defaultLang,
  ...props
}: TestFlowProps) {
  const [store] = useState(() => createTestStore(defaultLang));
  useEffect(() => {
    void store.persist.rehydrate();
  }, [store]);
  return (
    <TestContext.Provider value={{ store, strings, apiErrors }}>
      <OutboxNotice strings={offlineStrings} />
      <Slides {...props} />
    </TestContext.Provider>
  );
}

function Slides({
  locale,
  languages,
  skipEnabled,
}: Omit<TestFlowProps, 'strings' | 'apiErrors' | 'offlineStrings' | 'defaultLang'>) {
  const slide = useTestStore((s) => s.slide);
  const { t } = useTestStrings();
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef(slide);

  // A new slide takes focus (its heading), so keyboard and screen-reader users continue from there.
  useEffect(() => {
    if (previous.current === slide) return;
    previous.current = slide;
    window.scrollTo({ top: 0 });
    container.current?.querySelector<HTMLElement>('[data-slide-heading]')?.focus();
  }, [slide]);

  const step = SLIDES.indexOf(slide);
  return (
    <div ref={container} className="flex flex-col gap-6">
      <ResumeNotice />
      {slide !== 'questions' ? (
        <ol aria-label={t.stepsLabel} className="flex gap-2" data-testid="steps">
          {SLIDES.slice(0, 4).map((name, i) => (
            <li
              key={name}
              aria-current={i === step ? 'step' : undefined}
              className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-secondary' : 'bg-neutral-200'}`}
            />
          ))}
        </ol>
      ) : null}
      {slide === 'language' ? <LanguageSlide languages={languages} /> : null}
      {slide === 'gender' ? <GenderSlide /> : null}
      {slide === 'age' ? <AgeSlide /> : null}
      {slide === 'handle' ? <HandleSlide /> : null}
      {slide === 'questions' ? (
        <Questions locale={locale} languages={languages} skipEnabled={skipEnabled} />
      ) : null}
    </div>
  );
}

function ResumeNotice() {
  const resumed = useTestStore((s) => s.resumed);
  const dismiss = useTestStore((s) => s.dismissResume);
  const reset = useTestStore((s) => s.reset);
  const { t } = useTestStrings();
  if (!resumed) return null;
  return (
    <div
      role="status"
      className="bg-surface-muted flex flex-wrap items-center gap-3 rounded-md border border-neutral-300 p-4"
    >
      <p className="min-w-0 flex-1">{t.resumeNotice}</p>
      <button
        type="button"
        className="btn-outline"
        onClick={() => window.confirm(t.startOverConfirm) && reset()}
      >
        {t.startOver}
      </button>
      <button type="button" className="btn-outline" onClick={dismiss}>
        {t.dismiss}
      </button>
    </div>
  );
}
