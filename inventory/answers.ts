import { z } from 'zod';
import { CHOICES, type Choice } from './info';
import { ITEM_KEYS, getItemKey, type ItemKey } from './items';

/** Longest time kept for one statement: a day, in seconds (the browser caps its clock lower). */
export const MAX_ITEM_SECONDS = 24 * 3600;

/**
 * One answer as the browser sends it: the item id and the position chosen on the scale shown
 * (1 "Very Inaccurate" … 5 "Very Accurate"). Domain, facet and keying come from the inventory;
 * any other field a client adds (such as a domain) is dropped, never trusted.
 */
export const answerSchema = z.object({
  questionID: z.string().min(1).max(64),
  choice: z.int().min(1).max(5),
  /** Whole seconds spent on the statement (answer quality); optional, as older clients omit it. */
  seconds: z.int().min(0).max(MAX_ITEM_SECONDS).optional(),
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
  /**
   * Whole seconds spent on each item, in inventory order; absent unless every answer had its time
   * (results saved before times were kept, or by clients that do not send them).
   */
  readonly seconds?: readonly number[];
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
  const secondsByItem = new Map<ItemKey, number>();
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
    if (parsed.data.seconds !== undefined) secondsByItem.set(item, parsed.data.seconds);
  }
  if (byItem.size !== ITEM_KEYS.length) {
    return fail(
      'missing_items',
      `All ${ITEM_KEYS.length} questions must be answered; ${byItem.size} were.`,
    );
  }
  const choices = ITEM_KEYS.map((item) => byItem.get(item) as Choice);
  if (secondsByItem.size !== ITEM_KEYS.length) return { ok: true, value: { choices } };
  const seconds = ITEM_KEYS.map((item) => secondsByItem.get(item) as number);
  return { ok: true, value: { choices, seconds } };
}

/** The item-id form of a sheet, as the API and the browser exchange it. */
export function sheetToAnswers(sheet: AnswerSheet): Answer[] {
  return ITEM_KEYS.map((item, i) => {
    const seconds = sheet.seconds?.[i];
    return {
      questionID: item.id,
      choice: sheet.choices[i] ?? 3,
      ...(seconds === undefined ? {} : { seconds }),
    };
  });
}

/** Compact storage form: one digit per item in inventory order ("3415…", 120 characters). */
export function encodeSheet(sheet: AnswerSheet): string {
  return sheet.choices.join('');
}

export function decodeSheet(encoded: string, encodedSeconds?: string | null): AnswerSheet | null {
  if (encoded.length !== ITEM_KEYS.length || !/^[1-5]+$/.test(encoded)) return null;
  const choices = [...encoded].map((digit) => Number(digit) as Choice);
  const seconds = encodedSeconds ? decodeSeconds(encodedSeconds) : null;
  return seconds ? { choices, seconds } : { choices };
}

/** Stored form of the times: whole seconds in inventory order, comma-separated ("4,3,7,…"). */
export function encodeSeconds(sheet: AnswerSheet): string | null {
  return sheet.seconds ? sheet.seconds.join(',') : null;
}

/** The times back, or null when they are not exactly one whole number per item. */
export function decodeSeconds(encoded: string): number[] | null {
  const parts = encoded.split(',');
  if (parts.length !== ITEM_KEYS.length || !parts.every((part) => /^\d{1,6}$/.test(part)))
    return null;
  const seconds = parts.map(Number);
  return seconds.every((n) => n <= MAX_ITEM_SECONDS) ? seconds : null;
}
