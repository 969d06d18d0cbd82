import * as z from 'zod/mini';
import { CHOICES, GENDERS, MAX_AGE, MIN_AGE, testInfo } from '@/inventory/info';
import { storedCompareWithSchema } from '@/lib/compare/schemas';
import type { CompareWith } from '@/lib/compare/with';
import { HANDLE_MAX } from '@/lib/results/handle';
import { sentAnswerSchema, type SavePayload } from '@/lib/results/save-schema';
import { MAX_ITEM_SECONDS, SLIDES, type Slide, type TestData } from './test-data';

/**
 * Checking a test kept in local storage, or a finished test put back to be sent again: loaded with
 * the item list (test-store.ts loadInventory), since neither can be checked without it and a first
 * visit has nothing to check.
 */

const TOTAL = testInfo.questions;

/** What the checks need of the inventory. */
export interface Checks {
  isItem: (id: string) => boolean;
  isLanguage: (id: unknown) => id is string;
}

/** Slides of an earlier version that a test kept in local storage may still name. */
const OLD_SLIDES: Record<string, Slide> = { gender: 'setup', age: 'setup' };

const count = (max: number) => z.int().check(z.minimum(0), z.maximum(max));

/** A map by item id, built fresh without a prototype, with only known items. */
const byItem = <T>(value: z.ZodMiniType<T>, isItem: (id: string) => boolean) =>
  z.pipe(
    z.record(z.string().check(z.refine(isItem)), value),
    z.transform(
      (map: Record<string, T>) => Object.assign(Object.create(null), map) as Record<string, T>,
    ),
  );

/**
 * What may come back from local storage, as zod/mini (this module loads with the item list, not
 * on the test's first paint): anything else is dropped, never trusted. Fields that tests kept by
 * earlier versions lack get their defaults: visible time and answer times (kept since the clock
 * counted visible time only), the comparison (since comparisons).
 */
function persistedSchema({ isItem, isLanguage }: Checks) {
  return z.object({
    slide: z.pipe(
      z.pipe(
        z.string(),
        z.transform((slide: string) => OLD_SLIDES[slide] ?? slide),
      ),
      z.enum(SLIDES),
    ),
    lang: z.nullable(z.string().check(z.refine(isLanguage))),
    gender: z.nullable(z.enum(GENDERS)),
    age: z.nullable(z.int().check(z.minimum(MIN_AGE), z.maximum(MAX_AGE))),
    handle: z.string().check(z.maxLength(HANDLE_MAX)),
    answers: byItem(z.literal(CHOICES), isItem),
    seconds: z._default(byItem(count(MAX_ITEM_SECONDS), isItem), {}),
    lastAnswerMs: z._default(count(Number.MAX_SAFE_INTEGER), 0),
    position: count(TOTAL - 1),
    testStart: z.nullable(z.number().check(z.refine(Number.isFinite))),
    elapsedMs: z._default(count(Number.MAX_SAFE_INTEGER), 0),
    done: z.boolean(),
    invalid: z.boolean(),
    inProgress: z.boolean(),
    compareWith: z._default(z.nullable(storedCompareWithSchema), null),
  }) satisfies z.ZodMiniType<TestData, unknown>;
}

/**
 * A test kept in local storage, checked: anything malformed is dropped, never trusted, and a
 * restored state must also be coherent (no questions without the form filled in).
 */
export function restoreTest(raw: unknown, checks: Checks): TestData | null {
  const parsed = persistedSchema(checks).safeParse(raw);
  if (!parsed.success) return null;
  const data = parsed.data;
  const formComplete = data.lang !== null && data.gender !== null && data.age !== null;
  if (data.slide === 'questions' && !formComplete) return null;
  const done = Object.keys(data.answers).length === TOTAL;
  return { ...data, done };
}

/** A finished test that could not be saved, as a kept test to check and put back in place. */
export function submittedTest(
  payload: SavePayload,
  compareWith: CompareWith | null,
  checks: Checks,
): TestData | null {
  const answers = payload.answers.flatMap((answer) => {
    const parsed = sentAnswerSchema.safeParse(answer);
    return parsed.success ? [parsed.data] : [];
  });
  const time = Math.round(Math.max(0, payload.timeElapsed) * 1000);
  return restoreTest(
    {
      slide: 'questions',
      lang: payload.lang,
      gender: payload.gender,
      age: payload.age,
      handle: payload.twitterUsername ?? '',
      answers: Object.fromEntries(answers.map((a) => [a.questionID, a.choice])),
      seconds: Object.fromEntries(
        answers.flatMap((a) => (a.seconds === undefined ? [] : [[a.questionID, a.seconds]])),
      ),
      position: TOTAL - 1,
      testStart: payload.dateStamp ?? Date.now(),
      elapsedMs: time,
      lastAnswerMs: time,
      done: true,
      invalid: payload.invalid ?? false,
      inProgress: true,
      compareWith,
    },
    checks,
  );
}
