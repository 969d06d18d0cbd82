import { testInfo } from '@/inventory/info';
import { ITEM_KEYS } from '@/inventory/items';
import type { PrivateResult } from '@/lib/results/private-link';
import { rememberResult } from '@/lib/results/browser/kept';
import type { SavePayload } from '@/lib/results/save-schema';
import { postSave } from '@/lib/results/browser/save';

/**
 * "Store it after all": the request the test would have sent (test/_components/build-save.ts
 * buildPayload), rebuilt from the link. Loaded on demand: most visits only read the result.
 */
export function privatePayload(result: PrivateResult): SavePayload {
  return {
    testId: testInfo.shortId,
    lang: result.lang,
    invalid: result.invalid,
    twitterUsername: result.handle ?? undefined,
    answers: ITEM_KEYS.map((item, i) => ({ questionID: item.id, choice: result.choices[i] })),
    timeElapsed: result.timeElapsed,
    dateStamp: result.takenAt * 1000,
    gender: result.gender,
    age: result.age,
  };
}

/**
 * Saves it as the test would have and, once stored, remembers it in this browser as a result saved
 * here (its deletion token, the last-result shortcut), like a result saved at the end of the test.
 */
export async function storePrivateResult(result: PrivateResult) {
  const outcome = await postSave(privatePayload(result));
  if (outcome.ok) rememberResult(outcome.result.id, outcome.result.deleteToken);
  return outcome;
}
