'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { testInfo } from '@/inventory/info';
import type { QuestionnaireLanguage } from '@/inventory/languages';
import { useTestStore } from './test-context';
import { elapsedMs } from './test-store';
import { Field } from '@/components/ui/field';

const TOTAL = testInfo.questions;

/**
 * Progress (rounded percent and "12 / 120" answered, in the interface's digits), elapsed time
 * and the questionnaire language.
 */
export function QuestionsHeader({
  languages,
  answered,
  skipEnabled,
  numberTag,
}: {
  languages: readonly QuestionnaireLanguage[];
  answered: number;
  skipEnabled: boolean;
  /** BCP 47 tag of the interface language, whose digits the figures use. */
  numberTag: string;
}) {
  const t = useTranslations('Test');
  const lang = useTestStore((s) => s.lang);
  const changeLanguage = useTestStore((s) => s.changeLanguage);
  const fillRandom = useTestStore((s) => s.fillRandom);
  const percent = Math.round((answered / TOTAL) * 100);
  const selectId = useId();
  const number = new Intl.NumberFormat(numberTag);
  const progressText = t('progress', { percent: number.format(percent) });
  const counted = { answered: number.format(answered), total: number.format(TOTAL) };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field
          id={selectId}
          label={t('questionnaireLanguage')}
          labelClassName="text-sm font-semibold"
        >
          {(control) => (
            <select
              {...control}
              value={lang ?? ''}
              onChange={(event) => changeLanguage(event.target.value)}
              className="field"
            >
              {languages.map((language) => (
                <option key={language.id} value={language.id} lang={language.id}>
                  {language.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700 tabular-nums">
          <span data-testid="progress-text">{progressText}</span>
          <span>
            <span data-testid="progress-count" aria-hidden="true" className="font-semibold">
              {t('answeredCount', counted)}
            </span>
            <span className="sr-only">{t('answeredCountLabel', counted)}</span>
          </span>
          <Elapsed numberTag={numberTag} />
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText}
        className="h-2 overflow-hidden rounded-full bg-neutral-200"
      >
        <div className="bg-secondary h-full transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {skipEnabled ? (
        <div>
          <button type="button" className="btn-outline text-sm" onClick={fillRandom}>
            {t('skipDebug')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The visible time so far (see useVisibleClock), standing still while the clock does. */
function Elapsed({ numberTag }: { numberTag: string }) {
  const t = useTranslations('Test');
  const started = useTestStore((s) => s.testStart !== null);
  const counted = useTestStore((s) => s.elapsedMs);
  const since = useTestStore((s) => s.visibleSince);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!started || now === null) return null;
  const seconds = Math.floor(elapsedMs({ elapsedMs: counted, visibleSince: since }, now) / 1000);
  const minutes = new Intl.NumberFormat(numberTag).format(Math.floor(seconds / 60));
  const rest = new Intl.NumberFormat(numberTag, { minimumIntegerDigits: 2 }).format(seconds % 60);
  const time = `${minutes}:${rest}`;
  return <span data-testid="elapsed">{t('elapsed', { time })}</span>;
}
