import { testInfo } from '@/inventory/info';
import { ITEM_KEYS } from '@/inventory/items';
import type { PrivateResult } from '@/lib/private-result';
import type { SavePayload } from '@/lib/save-payload';
import { postSave } from '@/lib/save-request';

/**
 * "Store it after all": the request the test would have sent (test/_components/save-test.ts
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

export function storePrivateResult(result: PrivateResult) {
  return postSave(privatePayload(result));
}
