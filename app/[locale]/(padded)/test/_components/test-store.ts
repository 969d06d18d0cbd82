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
import type { SavePayload } from '@/lib/save-payload';

/** Slides of SPEC section 2, in order. */
export const SLIDES = ['language', 'gender', 'age', 'handle', 'questions'] as const;
export type Slide = (typeof SLIDES)[number];

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
  loadingInventory ??= Promise.all([import('@/inventory/items'), import('@/inventory/languages')])
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
  /** Index of the first item on the current page. */
  position: number;
  /** When the first statement was shown (ms since epoch). */
  testStart: number | null;
  done: boolean;
  invalid: boolean;
  inProgress: boolean;
}

export interface TestState extends TestData {
  /** Whether this state was restored from an unfinished test in local storage. */
  resumed: boolean;
  chooseLanguage: (lang: string) => void;
  changeLanguage: (lang: string) => void;
  chooseGender: (gender: Gender) => void;
  setAge: (age: number) => void;
  setHandle: (handle: string) => void;
  goToSlide: (slide: Slide) => void;
  answer: (itemId: string, choice: Choice) => void;
  goToPosition: (position: number) => void;
  fillRandom: () => void;
  dismissResume: () => void;
  reset: () => void;
  /** Puts a finished test that could not be saved back in place, to be sent again. */
  restoreSubmission: (payload: SavePayload, now?: number) => Promise<void>;
}

const initial: TestData = {
  slide: 'language',
  lang: null,
  gender: null,
  age: null,
  handle: '',
  answers: {},
  position: 0,
  testStart: null,
  done: false,
  invalid: false,
  inProgress: false,
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

/**
 * What may come back from local storage: anything else is dropped, never trusted. Checked by hand
 * rather than with zod, which would add ~18 KB to the test page (and, through prefetching, to the
 * home page) for this one check.
 */
function parsePersisted(raw: unknown, { isItem, isLanguage }: Inventory): TestData | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const data = raw as Record<string, unknown>;
  const { slide, lang, gender, age, handle, position, testStart, done, invalid, inProgress } = data;
  const answers = parseAnswers(data.answers, isItem);
  if (
    !isOneOf(SLIDES, slide) ||
    !(lang === null || isLanguage(lang)) ||
    !(gender === null || isOneOf(GENDERS, gender)) ||
    !(age === null || isInt(age, MIN_AGE, MAX_AGE)) ||
    typeof handle !== 'string' ||
    handle.length > 40 ||
    !answers ||
    !isInt(position, 0, TOTAL - 1) ||
    !(testStart === null || (typeof testStart === 'number' && Number.isFinite(testStart))) ||
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
    position,
    testStart,
    done,
    invalid,
    inProgress,
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

export function createTestStore(initialLang: string | null) {
  return createStore<TestState>()(
    persist(
      (set, get) => ({
        ...initial,
        lang: initialLang,
        resumed: false,
        chooseLanguage: (lang) => set({ lang, slide: 'gender', inProgress: true }),
        changeLanguage: (lang) => set({ lang }),
        chooseGender: (gender) => set({ gender, slide: 'age' }),
        setAge: (age) => set({ age, slide: 'handle' }),
        setHandle: (handle) => {
          if (get().testStart === null) trackEvent('test-started', { lang: get().lang ?? '' });
          set((state) => ({
            handle,
            slide: 'questions',
            testStart: state.testStart ?? Date.now(),
          }));
        },
        goToSlide: (slide) => set({ slide }),
        answer: (itemId, choice) => {
          if (!inventory?.isItem(itemId)) return;
          const answers = Object.assign(
            Object.create(null) as Record<string, Choice>,
            get().answers,
            {
              [itemId]: choice,
            },
          );
          set({ answers, done: countAnswers(answers) === TOTAL });
        },
        goToPosition: (position) => set({ position: Math.max(0, Math.min(TOTAL - 1, position)) }),
        fillRandom: () => {
          if (!inventory) return;
          const answers = Object.create(null) as Record<string, Choice>;
          for (const item of inventory.itemKeys)
            answers[item.id] = (1 + Math.floor(Math.random() * 5)) as Choice;
          set({ answers, done: true, invalid: true, position: TOTAL - 1 });
        },
        dismissResume: () => set({ resumed: false }),
        reset: () =>
          set({ ...initial, lang: get().lang ?? initialLang, answers: {}, resumed: false }),
        restoreSubmission: async (payload, now = Date.now()) => {
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
            position: TOTAL - 1,
            testStart: now - Math.max(0, payload.timeElapsed) * 1000,
            done: true,
            invalid: payload.invalid ?? false,
            inProgress: true,
          });
          if (restored) set({ ...restored, resumed: false });
        },
      }),
      {
        name: STORAGE_KEY,
        version: 1,
        // Where local storage is blocked, reading it throws: the test then runs without it.
        storage: createJSONStorage(() => checkedStorage(localStorage)),
        skipHydration: true,
        // Only the test's data is kept: not its actions, nor whether it was just resumed.
        partialize: (state) =>
          Object.fromEntries(DATA_KEYS.map((key) => [key, state[key]])) as unknown as TestData,
        merge: (persisted, current) => {
          const restored = restore(persisted);
          if (!restored || !restored.inProgress) return current;
          return { ...current, ...restored, resumed: true };
        },
      },
    ),
  );
}

export type TestStore = ReturnType<typeof createTestStore>;
