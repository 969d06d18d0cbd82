import { z } from 'zod';
import { CHOICES, type Choice } from './info';
import { ITEM_KEYS, getItemKey, type ItemKey } from './items';

/**
 * One answer as the browser sends it: the item id and the position chosen on the scale shown
 * (1 "Very Inaccurate" … 5 "Very Accurate"). Domain, facet and keying come from the inventory;
 * any other field a client adds (such as a domain) is dropped, never trusted.
 */
export const answerSchema = z.object({
  questionID: z.string().min(1).max(64),
  choice: z.int().min(1).max(5),
});

export type Answer = z.infer<typeof answerSchema>;

export type AnswersErrorCode =
  | 'not_a_list'
  | 'malformed_answer'
  | 'invalid_choice'
  | 'unknown_item'
  | 'duplicate_item'
  | 'missing_items';

export class AnswersError extends Error {
  constructor(
    readonly code: AnswersErrorCode,
    message: string,
    /** 0-based index of the offending answer, when one is to blame. */
    readonly index?: number,
  ) {
    super(message);
    this.name = 'AnswersError';
  }
}

/** A complete, validated answer sheet: every item's choice, in inventory order. */
export interface AnswerSheet {
  readonly choices: readonly Choice[];
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; error: AnswersError };

function isChoice(value: number): value is Choice {
  return (CHOICES as readonly number[]).includes(value);
}

/**
 * Exactly the 120 known item ids, once each, with integer choices 1..5. Anything else is a typed
 * error; nothing from the input is used as an object key, so no input can pollute a prototype.
 */
export function validateAnswers(input: unknown): ValidationResult<AnswerSheet> {
  const fail = (code: AnswersErrorCode, message: string, index?: number) => ({
    ok: false as const,
    error: new AnswersError(code, message, index),
  });
  if (!Array.isArray(input)) return fail('not_a_list', 'Answers must be a list.');
  const byItem = new Map<ItemKey, Choice>();
  for (const [index, raw] of input.entries()) {
    const parsed = answerSchema.safeParse(raw);
    if (!parsed.success) {
      const choiceIssue = parsed.error.issues.some((issue) => issue.path[0] === 'choice');
      return choiceIssue
        ? fail(
            'invalid_choice',
            `Answer ${index + 1} needs a whole-number choice from 1 to 5.`,
            index,
          )
        : fail('malformed_answer', `Answer ${index + 1} is not a valid answer.`, index);
    }
    const item = getItemKey(parsed.data.questionID);
    if (!item)
      return fail('unknown_item', `Answer ${index + 1} is for an unknown question.`, index);
    if (byItem.has(item))
      return fail('duplicate_item', `Question ${item.num} is answered more than once.`, index);
    if (!isChoice(parsed.data.choice))
      return fail('invalid_choice', `Answer ${index + 1} needs a choice from 1 to 5.`, index);
    byItem.set(item, parsed.data.choice);
  }
  if (byItem.size !== ITEM_KEYS.length) {
    return fail(
      'missing_items',
      `All ${ITEM_KEYS.length} questions must be answered; ${byItem.size} were.`,
    );
  }
  return { ok: true, value: { choices: ITEM_KEYS.map((item) => byItem.get(item) as Choice) } };
}

/** The item-id form of a sheet, as the API and the browser exchange it. */
export function sheetToAnswers(sheet: AnswerSheet): Answer[] {
  return ITEM_KEYS.map((item, i) => ({ questionID: item.id, choice: sheet.choices[i] ?? 3 }));
}

/** Compact storage form: one digit per item in inventory order ("3415…", 120 characters). */
export function encodeSheet(sheet: AnswerSheet): string {
  return sheet.choices.join('');
}

export function decodeSheet(encoded: string): AnswerSheet | null {
  if (encoded.length !== ITEM_KEYS.length || !/^[1-5]+$/.test(encoded)) return null;
  return { choices: [...encoded].map((digit) => Number(digit) as Choice) };
}
