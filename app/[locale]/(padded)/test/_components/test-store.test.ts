import { ITEM_KEYS } from '@/inventory/items';
import { buildPayload } from './save-test';
import { STORAGE_KEY, createTestStore, loadInventory } from './test-store';

beforeEach(() => localStorage.clear());

function persisted(state: Record<string, unknown>) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ state, version: 1 }));
}

const valid = {
  slide: 'questions',
  lang: 'de',
  gender: 'male',
  age: 40,
  handle: '',
  answers: { [ITEM_KEYS[0]!.id]: 4, [ITEM_KEYS[1]!.id]: 2 },
  position: 3,
  testStart: 1_700_000_000_000,
  done: false,
  invalid: false,
  inProgress: true,
};

describe('test store, before the item list is loaded', () => {
  // The first tests of the file: the list, once loaded, stays for the module's lifetime.
  it('takes no answer and fills in nothing until then', async () => {
    const store = createTestStore('en');
    store.getState().answer(ITEM_KEYS[0]!.id, 3);
    store.getState().fillRandom();
    expect(store.getState()).toMatchObject({ answers: {}, done: false, invalid: false });
    await loadInventory();
    store.getState().answer(ITEM_KEYS[0]!.id, 3);
    expect(Object.keys(store.getState().answers)).toEqual([ITEM_KEYS[0]!.id]);
  });
});

describe('test store', () => {
  beforeAll(() => loadInventory());

  it('walks the slides: language, gender, age, handle, questions', () => {
    const store = createTestStore('fr');
    const s = () => store.getState();
    expect(s()).toMatchObject({ slide: 'language', lang: 'fr' });
    s().chooseLanguage('ja');
    expect(s()).toMatchObject({ slide: 'gender', lang: 'ja', inProgress: true });
    s().chooseGender('other');
    s().setAge(16);
    expect(s().slide).toBe('handle');
    s().setHandle('me');
    expect(s().slide).toBe('questions');
    expect(s().testStart).toEqual(expect.any(Number));
  });

  it('counts answers and marks the test done at 120', () => {
    const store = createTestStore('en');
    for (const item of ITEM_KEYS.slice(0, 119)) store.getState().answer(item.id, 3);
    expect(store.getState().done).toBe(false);
    store.getState().answer(ITEM_KEYS[119]!.id, 5);
    expect(store.getState().done).toBe(true);
    store.getState().answer('not-an-item', 5);
    expect(Object.keys(store.getState().answers)).toHaveLength(120);
  });

  it('restores a valid unfinished test from local storage and says so', async () => {
    persisted(valid);
    const store = createTestStore('en');
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({
      slide: 'questions',
      lang: 'de',
      position: 3,
      resumed: true,
    });
    expect(Object.keys(store.getState().answers)).toHaveLength(2);
  });

  it.each([
    ['an unknown language', { lang: 'xx' }],
    ['an answer out of range', { answers: { [ITEM_KEYS[0]!.id]: 9 } }],
    ['an unknown item', { answers: { nope: 3 } }],
    ['a too young age', { age: 12 }],
    ['questions without a gender', { gender: null }],
    ['a position past the end', { position: 500 }],
  ])('ignores a stored state with %s', async (_name, change) => {
    persisted({ ...valid, ...change });
    const store = createTestStore('en');
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ slide: 'language', resumed: false });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a prototype key from stored answers without polluting anything', async () => {
    persisted({ ...valid, answers: JSON.parse('{"__proto__": {"polluted": 1}}') as object });
    const store = createTestStore('en');
    await store.persist.rehydrate();
    expect(Object.keys(store.getState().answers)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('fills random answers only as an invalid result', () => {
    const store = createTestStore('en');
    store.getState().fillRandom();
    const state = store.getState();
    expect(state).toMatchObject({ done: true, invalid: true });
    expect(Object.values(state.answers).every((c) => c >= 1 && c <= 5)).toBe(true);
  });

  it('builds SPEC section 7 payload plus gender and age', () => {
    const store = createTestStore('en');
    const s = store.getState();
    s.chooseLanguage('it');
    s.chooseGender('female');
    s.setAge(22);
    s.setHandle('handle');
    store.setState({ testStart: 1_000_000 });
    store.getState().answer(ITEM_KEYS[0]!.id, 5);
    expect(buildPayload(store.getState(), 1_000_000 + 95_400)).toEqual({
      testId: 'b5-120',
      lang: 'it',
      invalid: false,
      twitterUsername: 'handle',
      answers: [{ questionID: ITEM_KEYS[0]!.id, choice: 5 }],
      timeElapsed: 95,
      dateStamp: 1_095_400,
      gender: 'female',
      age: 22,
    });
  });

  it('puts a finished test that could not be saved back, ready to send again', async () => {
    const finished = createTestStore('en');
    finished.getState().chooseLanguage('fi');
    finished.getState().chooseGender('male');
    finished.getState().setAge(61);
    finished.getState().setHandle('@me');
    finished.setState({ testStart: 2_000_000 });
    for (const item of ITEM_KEYS) finished.getState().answer(item.id, 2);
    const payload = buildPayload(finished.getState(), 2_000_000 + 600_000)!;

    const store = createTestStore('en');
    await store.getState().restoreSubmission(payload, 9_000_000);
    expect(store.getState()).toMatchObject({
      slide: 'questions',
      lang: 'fi',
      gender: 'male',
      age: 61,
      handle: '@me',
      done: true,
      inProgress: true,
      testStart: 9_000_000 - 600_000,
    });
    expect(buildPayload(store.getState(), 9_000_000)).toMatchObject({
      answers: payload.answers,
      timeElapsed: 600,
      twitterUsername: '@me',
    });
    // Kept like any test under way, so a reload does not lose it either.
    expect(localStorage.getItem(STORAGE_KEY)).toContain('"done":true');
  });

  it('refuses to restore anything that is not a coherent test', async () => {
    const store = createTestStore('en');
    await store.getState().restoreSubmission({
      testId: 'b5-120',
      lang: 'xx',
      answers: [],
      timeElapsed: 1,
      gender: 'male',
      age: 30,
    });
    expect(store.getState()).toMatchObject({ slide: 'language', inProgress: false });
  });
});
