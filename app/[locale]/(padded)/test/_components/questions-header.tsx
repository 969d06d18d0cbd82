'use client';

import { useEffect, useId, useState } from 'react';
import { testInfo } from '@/inventory/info';
import type { QuestionnaireLanguage } from '@/inventory/languages';
import { fill, useTestStore, useTestStrings } from './test-context';

const TOTAL = testInfo.questions;

/** Progress (rounded percent answered), elapsed time and the questionnaire language. */
export function QuestionsHeader({
  languages,
  answered,
  skipEnabled,
}: {
  languages: readonly QuestionnaireLanguage[];
  answered: number;
  skipEnabled: boolean;
}) {
  const { t } = useTestStrings();
  const lang = useTestStore((s) => s.lang);
  const changeLanguage = useTestStore((s) => s.changeLanguage);
  const fillRandom = useTestStore((s) => s.fillRandom);
  const percent = Math.round((answered / TOTAL) * 100);
  const selectId = useId();
  const progressText = fill(t.progress, { percent });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-semibold">
            {t.questionnaireLanguage}
          </label>
          <select
            id={selectId}
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
        </div>
        <p className="flex gap-4 text-sm text-neutral-700 tabular-nums">
          <span data-testid="progress-text">{progressText}</span>
          <Elapsed template={t.elapsed} />
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
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
            {t.skipDebug}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Elapsed({ template }: { template: string }) {
  const testStart = useTestStore((s) => s.testStart);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!testStart || now === null) return null;
  const seconds = Math.max(0, Math.floor((now - testStart) / 1000));
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return <span data-testid="elapsed">{fill(template, { time })}</span>;
}
