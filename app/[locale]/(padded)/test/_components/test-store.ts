import { persist, createJSONStorage, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  CHOICES,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  testInfo,
  type Choice,
  type Gender,
} from '@/inventory/info';
import type { ItemKey } from '@/inventory/items';
import { trackEvent } from '@/lib/analytics';
import { parseStoredCompareWith, type CompareWith } from '@/lib/compare-with';
import type { SavePayload } from '@/lib/save-payload';

/** Slides of SPEC section 2, in order; gender and age share one screen ("setup"). */
export const SLIDES = ['language', 'setup', 'handle', 'questions'] as const;
export type Slide = (typeof SLIDES)[number];
/** Slides of an earlier version that a test kept in local storage may still name. */
const OLD_SLIDES: Record<string, Slide> = { gender: 'setup', age: 'setup' };

export const STORAGE_KEY = 'b5-test';
const TOTAL = testInfo.questions;

/** What checking answers and languages takes: the item list and the questionnaire languages. */
interface Inventory {
  itemKeys: readonly ItemKey[];
  isItem: (id: string) => boolean;
  isLanguage: (id: unknown) => id is string;
}

let inventory: Inventory | null = null;
let loadingInventory: Promise<Inventory> | null = null;

/**
 * Loads the item list and the questionnaire languages, once. The form's slides need neither, and
 * the item ids alone are a third of the test's first-paint code, so they come when there is a
 * stored test to check or when the statements show (see TestFlow). Until then the store refuses
 * what it cannot check: it restores nothing, takes no answer, fills in nothing.
 */
export function loadInventory(): Promise<Inventory> {
  loadingInventory ??= Promise.all([
    import('@/inventory/items'),
    import('@/inventory/language-ids'),
  ])
    .then(([items, languages]) => {
      inventory = {
        itemKeys: items.ITEM_KEYS,
        isItem: (id) => items.getItemKey(id) !== undefined,
        isLanguage: languages.isQuestionnaireLanguage,
      };
      return inventory;
    })
    .catch((error: unknown) => {
      loadingInventory = null;
      throw error;
    });
  return loadingInventory;
}

/** Local storage that loads the inventory before it hands a stored test over to be checked. */
function checkedStorage(local: Storage): StateStorage {
  return {
    getItem: (name) => {
      const value = local.getItem(name);
      return value === null ? null : loadInventory().then(() => value);
    },
    setItem: (name, value) => local.setItem(name, value),
    removeItem: (name) => local.removeItem(name),
  };
}

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
  /** The result this test is taken to be compared with (see lib/compare-with). */
  compareWith: CompareWith | null;
}

export interface TestState extends TestData {
  /** Whether this state was restored from an unfinished test in local storage. */
  resumed: boolean;
  /**
   * Start of the current visible stretch (ms since epoch), null while the page is hidden or the
   * clock stands. Never stored: a test restored later has been closed since.
   */
  visibleSince: number | null;
  chooseLanguage: (lang: string) => void;
  changeLanguage: (lang: string) => void;
  setProfile: (gender: Gender, age: number) => void;
  /** The test is taken to compare with this result (from a link; see TestFlow). */
  setCompareWith: (compareWith: CompareWith) => void;
  setHandle: (handle: string) => void;
  goToSlide: (slide: Slide) => void;
  /** `now`: the time of the answer (ms since epoch), for its share of the visible time. */
  answer: (itemId: string, choice: Choice, now?: number) => void;
  goToPosition: (position: number) => void;
  fillRandom: () => void;
  /** The page became visible: the clock runs (once the statements have started). */
  resumeClock: (now?: number) => void;
  /** The page was hidden or left: the visible stretch is added to `elapsedMs`. */
  pauseClock: (now?: number) => void;
  /**
   * The test is saved: its clock stops for good, so nothing is stored again after the stored
   * copy is cleared (a later visit starts afresh).
   */
  finish: () => void;
  dismissResume: () => void;
  reset: () => void;
  /** Puts a finished test that could not be saved back in place, to be sent again. */
  restoreSubmission: (payload: SavePayload, compareWith?: CompareWith | null) => Promise<void>;
}

const initial: TestData = {
  slide: 'language',
  lang: null,
  gender: null,
  age: null,
  handle: '',
  answers: {},
  seconds: {},
  lastAnswerMs: 0,
  position: 0,
  testStart: null,
  elapsedMs: 0,
  done: false,
  invalid: false,
  inProgress: false,
  compareWith: null,
};
const DATA_KEYS = Object.keys(initial) as (keyof TestData)[];

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

/** Longest time kept for one statement (an hour): a page left open is not reading time. */
export const MAX_ITEM_SECONDS = 3600;

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
 * rather than with zod, which would add ~18 KB to the test page (and, through prefetching, to the
 * home page) for this one check.
 */
function parsePersisted(raw: unknown, { isItem, isLanguage }: Inventory): TestData | null {
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

/** A restored state must also be coherent: no questions without the form filled in. */
function restore(raw: unknown): TestData | null {
  const data = inventory && parsePersisted(raw, inventory);
  if (!data) return null;
  const formComplete = data.lang !== null && data.gender !== null && data.age !== null;
  if (data.slide === 'questions' && !formComplete) return null;
  const done = Object.keys(data.answers).length === TOTAL;
  return { ...data, done };
}

export function countAnswers(answers: Record<string, Choice>): number {
  return Object.keys(answers).length;
}

/** Visible time the test has taken so far, in ms. */
export function elapsedMs(
  { elapsedMs, visibleSince }: Pick<TestState, 'elapsedMs' | 'visibleSince'>,
  now = Date.now(),
): number {
  return elapsedMs + (visibleSince === null ? 0 : Math.max(0, now - visibleSince));
}

export function createTestStore(initialLang: string | null) {
  return createStore<TestState>()(
    persist(
      (set, get) => ({
        ...initial,
        lang: initialLang,
        resumed: false,
        visibleSince: null,
        chooseLanguage: (lang) => set({ lang, slide: 'setup', inProgress: true }),
        changeLanguage: (lang) => set({ lang }),
        setProfile: (gender, age) => set({ gender, age, slide: 'handle' }),
        setCompareWith: (compareWith) => set({ compareWith }),
        setHandle: (handle) => {
          const now = Date.now();
          if (get().testStart === null) trackEvent('test-started', { lang: get().lang ?? '' });
          // Chosen by a click, so the page is visible: the clock starts with the statements.
          set((state) => ({
            handle,
            slide: 'questions',
            testStart: state.testStart ?? now,
            visibleSince: state.visibleSince ?? now,
          }));
        },
        goToSlide: (slide) => set({ slide }),
        answer: (itemId, choice, at = Date.now()) => {
          if (!inventory?.isItem(itemId)) return;
          const state = get();
          const answers = Object.assign(
            Object.create(null) as Record<string, Choice>,
            state.answers,
            {
              [itemId]: choice,
            },
          );
          const now = elapsedMs(state, at);
          const spent = Math.round(Math.max(0, now - state.lastAnswerMs) / 1000);
          const seconds = Object.assign(
            Object.create(null) as Record<string, number>,
            state.seconds,
            {
              [itemId]: Math.min(MAX_ITEM_SECONDS, (state.seconds[itemId] ?? 0) + spent),
            },
          );
          set({ answers, seconds, lastAnswerMs: now, done: countAnswers(answers) === TOTAL });
        },
        goToPosition: (position) => set({ position: Math.max(0, Math.min(TOTAL - 1, position)) }),
        fillRandom: () => {
          if (!inventory) return;
          const answers = Object.create(null) as Record<string, Choice>;
          for (const item of inventory.itemKeys)
            answers[item.id] = (1 + Math.floor(Math.random() * 5)) as Choice;
          // Random answers take no time: their times are unknown, not zero.
          set({ answers, seconds: {}, done: true, invalid: true, position: TOTAL - 1 });
        },
        resumeClock: (now = Date.now()) => {
          const { testStart, visibleSince } = get();
          if (testStart !== null && visibleSince === null) set({ visibleSince: now });
        },
        pauseClock: (now = Date.now()) => {
          const state = get();
          if (state.visibleSince === null) return;
          set({ elapsedMs: elapsedMs(state, now), visibleSince: null });
        },
        finish: () => set({ testStart: null, visibleSince: null }),
        dismissResume: () => set({ resumed: false }),
        // A fresh start is still taken to compare with the same person.
        reset: () =>
          set({
            ...initial,
            lang: get().lang ?? initialLang,
            compareWith: get().compareWith,
            answers: {},
            seconds: {},
            resumed: false,
            visibleSince: null,
          }),
        restoreSubmission: async (payload, compareWith = null) => {
          await loadInventory().catch(() => undefined);
          const restored = restore({
            slide: 'questions',
            lang: payload.lang,
            gender: payload.gender,
            age: payload.age,
            handle: payload.twitterUsername ?? '',
            answers: Object.fromEntries(
              payload.answers.flatMap((answer) =>
                answer && typeof answer === 'object' && 'questionID' in answer && 'choice' in answer
                  ? [[answer.questionID, answer.choice]]
                  : [],
              ),
            ),
            seconds: Object.fromEntries(
              payload.answers.flatMap((answer) =>
                answer &&
                typeof answer === 'object' &&
                'questionID' in answer &&
                'seconds' in answer
                  ? [[answer.questionID, answer.seconds]]
                  : [],
              ),
            ),
            position: TOTAL - 1,
            testStart: payload.dateStamp ?? Date.now(),
            elapsedMs: Math.round(Math.max(0, payload.timeElapsed) * 1000),
            lastAnswerMs: Math.round(Math.max(0, payload.timeElapsed) * 1000),
            done: true,
            invalid: payload.invalid ?? false,
            inProgress: true,
            compareWith,
          });
          // The clock stands until the page says it is visible (see useVisibleClock).
          if (restored) set({ ...restored, resumed: false, visibleSince: null });
        },
      }),
      {
        name: STORAGE_KEY,
        version: 1,
        // Where local storage is blocked, reading it throws: the test then runs without it.
        storage: createJSONStorage(() => checkedStorage(localStorage)),
        skipHydration: true,
        // Only the test's data is kept: not its actions, nor whether it was just resumed. The time
        // kept includes the visible stretch so far, which a page closed without warning would
        // otherwise lose.
        partialize: (state) =>
          ({
            ...Object.fromEntries(DATA_KEYS.map((key) => [key, state[key]])),
            elapsedMs: elapsedMs(state),
          }) as unknown as TestData,
        merge: (persisted, current) => {
          const restored = restore(persisted);
          if (!restored || !restored.inProgress) return current;
          return { ...current, ...restored, resumed: true, visibleSince: null };
        },
      },
    ),
  );
}

export type TestStore = ReturnType<typeof createTestStore>;
