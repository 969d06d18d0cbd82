import { rememberResult } from '@/lib/result-storage';
import { testInfo } from '@/inventory/info';
import type { SavePayload, SaveResponse } from '@/lib/save-payload';
import type { TestData } from './test-store';

/** SPEC section 7's payload plus gender and age, built from the test state. */
export function buildPayload(state: TestData, now = Date.now()): SavePayload | null {
  if (!state.lang || !state.gender || state.age === null) return null;
  return {
    testId: testInfo.shortId,
    lang: state.lang,
    invalid: state.invalid,
    twitterUsername: state.handle || undefined,
    answers: Object.entries(state.answers).map(([questionID, choice]) => ({ questionID, choice })),
    timeElapsed: state.testStart ? Math.max(0, Math.round((now - state.testStart) / 1000)) : 0,
    dateStamp: now,
    gender: state.gender,
    age: state.age,
  };
}

export function rememberSaved({ id, deleteToken }: SaveResponse) {
  rememberResult(id, deleteToken);
}
