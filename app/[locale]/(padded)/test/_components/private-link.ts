import type { Choice } from '@/inventory/info';
import type { ItemKey } from '@/inventory/items';
import { rememberPrivateResult } from '@/lib/results/browser/kept';
import { encodePrivateResult, PRIVATE_RESULT_PATH } from '@/lib/results/private-link';
import { sentAnswerSchema, type SavePayload } from '@/lib/results/save-schema';

/**
 * The locale-free address of a finished test as a private result: the page and, in its fragment,
 * everything the save request would have sent (lib/results/private-link.ts), so that "store it after
 * all" stores the same result; this browser notes that it took it. Null for a test that could not
 * be read back from such a link.
 * Loaded only when the visitor chooses not to store (PrivateChoice).
 */
export function privateResultHref(
  payload: SavePayload,
  itemKeys: readonly ItemKey[],
  now = Date.now(),
): string | null {
  // Read from the payload's answers, which may carry more than the choice (timing).
  const choices = new Map<string, Choice>();
  for (const answer of payload.answers) {
    const parsed = sentAnswerSchema.safeParse(answer);
    if (parsed.success) choices.set(parsed.data.questionID, parsed.data.choice);
  }
  let fragment: string;
  try {
    fragment = encodePrivateResult({
      lang: payload.lang,
      gender: payload.gender,
      age: payload.age,
      invalid: payload.invalid ?? false,
      timeElapsed: Math.round(payload.timeElapsed),
      takenAt: Math.floor(now / 1000),
      handle: payload.twitterUsername || null,
      // A missing answer fails the encoder's check (the statements' page submits only when all are in).
      choices: itemKeys.map((item) => choices.get(item.id) as Choice),
    });
  } catch {
    return null;
  }
  // This browser took it: the private page offers to store it here, and nowhere else.
  rememberPrivateResult(fragment.slice(fragment.lastIndexOf('.') + 1), new Date(now));
  return `${PRIVATE_RESULT_PATH}#${fragment}`;
}
