import * as z from 'zod/mini';
import { persist, createJSONStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { CHOICES, GENDERS, MAX_AGE, MIN_AGE, type Choice, type Gender } from '@/inventory/info';
import { ITEM_KEYS, getItemKey } from '@/inventory/items';
import { isQuestionnaireLanguage } from '@/inventory/languages';
import { trackEvent } from '@/lib/analytics';
import type { SavePayload } from '@/lib/save-payload';

/** Slides of SPEC section 2, in order. */
export const SLIDES = ['language', 'gender', 'age', 'handle', 'questions'] as const;
export type Slide = (typeof SLIDES)[number];

export const STORAGE_KEY = 'b5-test';
const TOTAL = ITEM_KEYS.length;

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
  restoreSubmission: (payload: SavePayload, now?: number) => void;
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

/** What may come back from local storage: anything else is dropped, never trusted. */
export const persistedSchema = z.object({
  slide: z.enum(SLIDES),
  lang: z.nullable(z.string().check(z.refine(isQuestionnaireLanguage))),
  gender: z.nullable(z.enum(GENDERS)),
  age: z.nullable(z.int().check(z.minimum(MIN_AGE), z.maximum(MAX_AGE))),
  handle: z.string().check(z.maxLength(40)),
  answers: z.pipe(
    z.record(
      z.string().check(z.refine((id) => getItemKey(id) !== undefined)),
      z.union(CHOICES.map((c) => z.literal(c))),
    ),
    z.transform((answers) => Object.assign(Object.create(null) as Record<string, Choice>, answers)),
  ),
  position: z.int().check(z.minimum(0), z.maximum(TOTAL - 1)),
  testStart: z.nullable(z.number()),
  done: z.boolean(),
  invalid: z.boolean(),
  inProgress: z.boolean(),
});

/** A restored state must also be coherent: no questions without the form filled in. */
function restore(raw: unknown): TestData | null {
  const parsed = persistedSchema.safeParse(raw);
  if (!parsed.success) return null;
  const data = parsed.data;
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
          if (!getItemKey(itemId)) return;
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
          const answers = Object.create(null) as Record<string, Choice>;
          for (const item of ITEM_KEYS)
            answers[item.id] = (1 + Math.floor(Math.random() * 5)) as Choice;
          set({ answers, done: true, invalid: true, position: TOTAL - 1 });
        },
        dismissResume: () => set({ resumed: false }),
        reset: () =>
          set({ ...initial, lang: get().lang ?? initialLang, answers: {}, resumed: false }),
        restoreSubmission: (payload, now = Date.now()) => {
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
        storage: createJSONStorage(() => localStorage),
        skipHydration: true,
        partialize: ({
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
        }) => ({
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
        }),
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
