import { persist, createJSONStorage, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { testInfo, type Choice, type Gender } from '@/inventory/info';
import type { ItemKey } from '@/inventory/items';
import { trackEvent } from '@/lib/analytics/track';
import type { CompareWith } from '@/lib/compare/with';
import type { SavePayload } from '@/lib/results/save-schema';
import { MAX_ITEM_SECONDS, STORAGE_KEY, type Slide, type TestData } from './test-data';

export { MAX_ITEM_SECONDS, SLIDES, STORAGE_KEY, type Slide, type TestData } from './test-data';

const TOTAL = testInfo.questions;

/**
 * What checking answers and languages takes: the item list, the questionnaire languages and the
 * checks of a kept test (restore-test.ts).
 */
interface Inventory {
  itemKeys: readonly ItemKey[];
  isItem: (id: string) => boolean;
  /** A kept test, checked (null if anything is wrong with it). */
  restore: (raw: unknown) => TestData | null;
  /** A finished test that could not be saved, checked, to be put back in place. */
  restoreSubmitted: (payload: SavePayload, compareWith: CompareWith | null) => TestData | null;
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
    import('./restore-test'),
  ])
    .then(([items, languages, stored]) => {
      const checks = {
        isItem: (id: string) => items.getItemKey(id) !== undefined,
        isLanguage: languages.isQuestionnaireLanguage,
      };
      inventory = {
        itemKeys: items.ITEM_KEYS,
        isItem: checks.isItem,
        restore: (raw) => stored.restoreTest(raw, checks),
        restoreSubmitted: (payload, compareWith) =>
          stored.submittedTest(payload, compareWith, checks),
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

/**
 * The test's state and its actions, kept in local storage (zustand's persist). Long as one
 * closure: the state and its actions (each short), as a zustand store keeps them.
 */
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
          const restored = inventory?.restoreSubmitted(payload, compareWith);
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
          const restored = inventory?.restore(persisted);
          if (!restored || !restored.inProgress) return current;
          return { ...current, ...restored, resumed: true, visibleSince: null };
        },
      },
    ),
  );
}

export type TestStore = ReturnType<typeof createTestStore>;
