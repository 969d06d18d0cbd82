import { rememberResult } from '@/lib/result-storage';
import { testInfo } from '@/inventory/info';
import {
  apiErrorBodySchema,
  saveResponseSchema,
  type ApiErrorCode,
  type SavePayload,
  type SaveResponse,
} from '@/lib/save-payload';
import type { TestData } from './test-store';

export type SaveOutcome = { ok: true; result: SaveResponse } | { ok: false; code: ApiErrorCode };

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

export async function saveTest(payload: SavePayload): Promise<SaveOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, code: 'network' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = saveResponseSchema.safeParse(body);
    return parsed.success ? { ok: true, result: parsed.data } : { ok: false, code: 'unknown' };
  }
  const error = apiErrorBodySchema.safeParse(body);
  return { ok: false, code: error.success ? error.data.error.messageKey : 'unknown' };
}

export function rememberSaved({ id, deleteToken }: SaveResponse) {
  rememberResult(id, deleteToken);
}
