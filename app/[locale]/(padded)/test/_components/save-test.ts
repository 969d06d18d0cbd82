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

/** Local storage keys: SPEC's resultId, plus the deletion tokens of results saved here. */
export const RESULT_ID_KEY = 'resultId';
export const DELETE_TOKENS_KEY = 'resultDeleteTokens';

export function rememberResult({ id, deleteToken }: SaveResponse) {
  try {
    localStorage.setItem(RESULT_ID_KEY, id);
    const raw = localStorage.getItem(DELETE_TOKENS_KEY);
    const tokens: unknown = raw ? JSON.parse(raw) : {};
    const map = tokens && typeof tokens === 'object' && !Array.isArray(tokens) ? tokens : {};
    localStorage.setItem(DELETE_TOKENS_KEY, JSON.stringify({ ...map, [id]: deleteToken }));
  } catch {
    // Private browsing or a full storage: the result is saved all the same; only the shortcut is lost.
  }
}
