import { CHOICES, GENDERS, MAX_AGE, MIN_AGE, testInfo, type Choice } from '@/inventory/info';
import { parseStoredCompareWith, type CompareWith } from '@/lib/compare-with';
import type { SavePayload } from '@/lib/save-payload';
import { MAX_ITEM_SECONDS, SLIDES, type Slide, type TestData } from './test-store';

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

const isInt = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const isOneOf = <T>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** Stored answers: known item ids with a scale position; a fresh object without a prototype. */
function parseAnswers(value: unknown, isItem: (id: string) => boolean) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const answers = Object.create(null) as Record<string, Choice>;
  for (const [id, choice] of Object.entries(value)) {
    if (!isItem(id) || !isOneOf(CHOICES, choice)) return null;
    answers[id] = choice;
  }
  return answers;
}

/** Stored answer times: known item ids with whole seconds; a fresh object without a prototype. */
function parseSeconds(value: unknown, isItem: (id: string) => boolean) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const seconds = Object.create(null) as Record<string, number>;
  for (const [id, n] of Object.entries(value)) {
    if (!isItem(id) || !isInt(n, 0, MAX_ITEM_SECONDS)) return null;
    seconds[id] = n;
  }
  return seconds;
}

/**
 * What may come back from local storage: anything else is dropped, never trusted. Checked by hand
 * rather than with zod, which would add ~18 KB to what a returning visitor downloads before the
 * kept test can resume, for this one check.
 */
function parsePersisted(raw: unknown, { isItem, isLanguage }: Checks): TestData | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const data = raw as Record<string, unknown>;
  const { lang, gender, age, handle, position, testStart, done, invalid, inProgress } = data;
  const slide = typeof data.slide === 'string' ? (OLD_SLIDES[data.slide] ?? data.slide) : null;
  // Tests kept before the clock counted visible time only, or before comparisons, lack these.
  const elapsedMs = data.elapsedMs ?? 0;
  const compareWith =
    data.compareWith === undefined || data.compareWith === null
      ? null
      : parseStoredCompareWith(data.compareWith);
  const answers = parseAnswers(data.answers, isItem);
  // Tests kept before answer times were, lack them: the test goes on without times.
  const seconds = data.seconds === undefined ? {} : parseSeconds(data.seconds, isItem);
  const lastAnswerMs = data.lastAnswerMs ?? 0;
  if (
    !isOneOf(SLIDES, slide) ||
    !(lang === null || isLanguage(lang)) ||
    !(gender === null || isOneOf(GENDERS, gender)) ||
    !(age === null || isInt(age, MIN_AGE, MAX_AGE)) ||
    typeof handle !== 'string' ||
    handle.length > 40 ||
    !answers ||
    !seconds ||
    !isInt(lastAnswerMs, 0, Number.MAX_SAFE_INTEGER) ||
    !isInt(position, 0, TOTAL - 1) ||
    !(testStart === null || (typeof testStart === 'number' && Number.isFinite(testStart))) ||
    !isInt(elapsedMs, 0, Number.MAX_SAFE_INTEGER) ||
    (data.compareWith && !compareWith) ||
    typeof done !== 'boolean' ||
    typeof invalid !== 'boolean' ||
    typeof inProgress !== 'boolean'
  )
    return null;
  return {
    slide,
    lang,
    gender,
    age,
    handle,
    answers,
    seconds,
    lastAnswerMs,
    position,
    testStart,
    elapsedMs,
    done,
    invalid,
    inProgress,
    compareWith,
  };
}

/**
 * A test kept in local storage, checked: anything malformed is dropped, never trusted, and a
 * restored state must also be coherent (no questions without the form filled in).
 */
export function restoreTest(raw: unknown, checks: Checks): TestData | null {
  const data = parsePersisted(raw, checks);
  if (!data) return null;
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
  const answers = payload.answers.filter(
    (answer): answer is Record<string, unknown> => !!answer && typeof answer === 'object',
  );
  const time = Math.round(Math.max(0, payload.timeElapsed) * 1000);
  return restoreTest(
    {
      slide: 'questions',
      lang: payload.lang,
      gender: payload.gender,
      age: payload.age,
      handle: payload.twitterUsername ?? '',
      answers: Object.fromEntries(
        answers.flatMap((a) =>
          'questionID' in a && 'choice' in a ? [[a.questionID, a.choice]] : [],
        ),
      ),
      seconds: Object.fromEntries(
        answers.flatMap((a) =>
          'questionID' in a && 'seconds' in a ? [[a.questionID, a.seconds]] : [],
        ),
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
