import { rememberResult } from '@/lib/results/browser/kept';
import { testInfo } from '@/inventory/info';
import { comparisonTarget, type ComparisonTarget } from '@/lib/compare/target';
import { MAX_ELAPSED_SECONDS } from '@/lib/results/limits';
import type { SavePayload, SaveResponse } from '@/lib/results/save-schema';
import type { Messages } from 'next-intl';
import { elapsedMs, type TestData, type TestState } from './test-store';

/** The save request's payload (POST /api/save), built from the test state. */
export function buildPayload(
  state: TestData & Pick<TestState, 'visibleSince'>,
  now = Date.now(),
): SavePayload | null {
  if (!state.lang || !state.gender || state.age === null) return null;
  return {
    testId: testInfo.shortId,
    lang: state.lang,
    invalid: state.invalid,
    twitterUsername: state.handle || undefined,
    answers: Object.entries(state.answers).map(([questionID, choice]) => {
      const seconds = state.seconds[questionID];
      return seconds === undefined ? { questionID, choice } : { questionID, choice, seconds };
    }),
    // Visible time only (see useVisibleClock).
    timeElapsed: Math.min(MAX_ELAPSED_SECONDS, Math.round(elapsedMs(state, now) / 1000)),
    dateStamp: now,
    gender: state.gender,
    age: state.age,
  };
}

export function rememberSaved({ id, deleteToken }: SaveResponse) {
  rememberResult(id, deleteToken);
}

/** Where a test taken to compare leads once saved, with the names in the interface's language. */
export function compareTarget(
  state: Pick<TestState, 'compareWith'>,
  t: Pick<Messages['Test'], 'compareMe' | 'compareFriend'>,
): ComparisonTarget | null {
  return state.compareWith
    ? comparisonTarget(state.compareWith, { me: t.compareMe, friend: t.compareFriend })
    : null;
}
