import type { Choice, Gender } from '@/inventory/info';
import type { CompareWith } from '@/lib/compare/with';

/**
 * A test in progress as it is kept (local storage) and checked when it is restored
 * (restore-test.ts): the data the store (test-store.ts) holds, without its actions.
 */
/** The test's slides, in order; gender and age share one screen ("setup"). */
export const SLIDES = ['language', 'setup', 'handle', 'questions'] as const;
export type Slide = (typeof SLIDES)[number];

export const STORAGE_KEY = 'b5-test';
/** Longest time kept for one statement (an hour): a page left open is not reading time. */
export const MAX_ITEM_SECONDS = 3600;

export interface TestData {
  slide: Slide;
  lang: string | null;
  gender: Gender | null;
  age: number | null;
  handle: string;
  /** Choice per item id (the scale position 1..5 the visitor picked). */
  answers: Record<string, Choice>;
  /**
   * Whole seconds of visible time spent on each item, by id: the time since the previous answer
   * (or since the statements started), added up when an answer is changed. For answer quality.
   */
  seconds: Record<string, number>;
  /** Visible time (ms, as `elapsedMs`) when the last answer was given. */
  lastAnswerMs: number;
  /** Index of the first item on the current page. */
  position: number;
  /** When the first statement was shown (ms since epoch); null until then. */
  testStart: number | null;
  /**
   * Time the test was on screen (ms), up to `visibleSince`: only while the page is visible
   * (document.visibilityState), so a tab left in the background does not count.
   */
  elapsedMs: number;
  done: boolean;
  invalid: boolean;
  inProgress: boolean;
  /** The result this test is taken to be compared with (see lib/compare/with). */
  compareWith: CompareWith | null;
}
