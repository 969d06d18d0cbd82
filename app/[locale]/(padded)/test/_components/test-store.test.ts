import { ITEM_KEYS } from '@/inventory/items';
import { buildPayload, compareTarget } from './build-save';
import { STORAGE_KEY, createTestStore, elapsedMs, loadInventory } from './test-store';

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

  it('walks the slides: language, gender and age, handle, questions', () => {
    const store = createTestStore('fr');
    const s = () => store.getState();
    expect(s()).toMatchObject({ slide: 'language', lang: 'fr' });
    s().chooseLanguage('ja');
    expect(s()).toMatchObject({ slide: 'setup', lang: 'ja', inProgress: true });
    s().setProfile('other', 16);
    expect(s()).toMatchObject({ slide: 'handle', gender: 'other', age: 16 });
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

  it('builds the save payload, with gender and age', () => {
    const store = createTestStore('en');
    const s = store.getState();
    s.chooseLanguage('it');
    s.setProfile('female', 22);
    s.setHandle('handle');
    store.setState({ elapsedMs: 0, visibleSince: 1_000_000 });
    store.getState().answer(ITEM_KEYS[0]!.id, 5, 1_000_000 + 4_400);
    expect(buildPayload(store.getState(), 1_000_000 + 95_400)).toEqual({
      testId: 'b5-120',
      lang: 'it',
      invalid: false,
      twitterUsername: 'handle',
      answers: [{ questionID: ITEM_KEYS[0]!.id, choice: 5, seconds: 4 }],
      timeElapsed: 95,
      dateStamp: 1_095_400,
      gender: 'female',
      age: 22,
    });
  });

  it('puts a finished test that could not be saved back, ready to send again', async () => {
    const finished = createTestStore('en');
    finished.getState().chooseLanguage('fi');
    finished.getState().setProfile('male', 61);
    finished.getState().setHandle('@me');
    finished.setState({ elapsedMs: 0, visibleSince: 2_000_000 });
    for (const item of ITEM_KEYS) finished.getState().answer(item.id, 2);
    const payload = buildPayload(finished.getState(), 2_000_000 + 600_000)!;

    const store = createTestStore('en');
    const compareWith = { id: 'c'.repeat(24), name: 'Anna' };
    await store.getState().restoreSubmission(payload, compareWith);
    expect(store.getState()).toMatchObject({
      slide: 'questions',
      lang: 'fi',
      gender: 'male',
      age: 61,
      handle: '@me',
      done: true,
      inProgress: true,
      elapsedMs: 600_000,
      visibleSince: null,
      compareWith,
    });
    // The clock goes on from the time the test had taken, once the page says it is visible.
    store.getState().resumeClock(9_000_000);
    expect(buildPayload(store.getState(), 9_005_000)).toMatchObject({
      answers: payload.answers,
      timeElapsed: 605,
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

describe('the test clock: visible time only', () => {
  beforeAll(() => loadInventory());

  function started(at: number) {
    const store = createTestStore('en');
    jest.spyOn(Date, 'now').mockReturnValue(at);
    store.getState().chooseLanguage('en');
    store.getState().setProfile('female', 30);
    store.getState().setHandle('');
    jest.restoreAllMocks();
    return store;
  }

  it('starts with the statements and counts nothing before them', () => {
    const store = createTestStore('en');
    store.getState().resumeClock(1_000);
    expect(store.getState()).toMatchObject({ visibleSince: null, elapsedMs: 0 });
    const running = started(5_000);
    expect(running.getState()).toMatchObject({ testStart: 5_000, visibleSince: 5_000 });
    expect(elapsedMs(running.getState(), 65_000)).toBe(60_000);
  });

  it('leaves out the time the page was hidden, in the clock and in the saved timeElapsed', () => {
    const store = started(0);
    store.getState().pauseClock(30_000);
    // Hidden for an hour: nothing counts, whatever the time says.
    expect(elapsedMs(store.getState(), 3_630_000)).toBe(30_000);
    store.getState().resumeClock(3_630_000);
    store.getState().pauseClock(3_640_000);
    store.getState().pauseClock(3_700_000);
    store.getState().resumeClock(3_700_000);
    store.getState().resumeClock(3_705_000);
    for (const item of ITEM_KEYS) store.getState().answer(item.id, 3);
    expect(buildPayload(store.getState(), 3_705_000)?.timeElapsed).toBe(45);
  });

  it('times each answer from the one before, visible time only, and adds up a changed one', () => {
    const store = started(0);
    const [first, second, third] = ITEM_KEYS;
    store.getState().answer(first!.id, 2, 3_400);
    store.getState().answer(second!.id, 4, 5_000);
    // Hidden for ten minutes between the second and third answers: they do not count.
    store.getState().pauseClock(6_000);
    store.getState().resumeClock(606_000);
    store.getState().answer(third!.id, 1, 609_000);
    store.getState().answer(first!.id, 3, 611_600);
    expect(store.getState().seconds).toEqual({
      [first!.id]: 3 + 3,
      [second!.id]: 2,
      [third!.id]: 4,
    });
    const payload = buildPayload(store.getState(), 611_600);
    expect(payload?.answers).toContainEqual({ questionID: first!.id, choice: 3, seconds: 6 });
    // Random answers have no times: none are sent.
    store.getState().fillRandom();
    expect(
      buildPayload(store.getState())?.answers.every((a) => !('seconds' in (a as object))),
    ).toBe(true);
  });

  it('keeps the time across a reload but not the time the page was closed', async () => {
    const store = started(0);
    jest.spyOn(Date, 'now').mockReturnValue(20_000);
    store.getState().answer(ITEM_KEYS[0]!.id, 4);
    jest.restoreAllMocks();
    // Stored with the visible stretch so far, though the clock was never paused.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).state).toMatchObject({
      elapsedMs: 20_000,
    });
    expect(localStorage.getItem(STORAGE_KEY)).not.toContain('visibleSince');

    const reloaded = createTestStore('en');
    await reloaded.persist.rehydrate();
    expect(reloaded.getState()).toMatchObject({ resumed: true, elapsedMs: 20_000 });
    expect(reloaded.getState().visibleSince).toBeNull();
    reloaded.getState().resumeClock(86_400_000);
    expect(elapsedMs(reloaded.getState(), 86_405_000)).toBe(25_000);
  });

  it('restores a test stored before the clock counted visible time, from the start', async () => {
    // `valid` has neither field: it is a test as the previous version stored it.
    expect(Object.keys(valid)).not.toContain('elapsedMs');
    persisted({ ...valid, slide: 'age', testStart: 5 });
    const store = createTestStore('en');
    await store.persist.rehydrate();
    // The former gender and age slides are one screen now.
    expect(store.getState()).toMatchObject({ resumed: true, slide: 'setup', elapsedMs: 0 });
  });

  it('starts again at zero with "start over"', () => {
    const store = started(0);
    store.getState().pauseClock(10_000);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ testStart: null, elapsedMs: 0, visibleSince: null });
  });

  it.each([
    ['a negative time', { elapsedMs: -5 }],
    ['a time that is not a number', { elapsedMs: '100' }],
  ])('ignores a stored test with %s', async (_name, change) => {
    persisted({ ...valid, ...change });
    const store = createTestStore('en');
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ slide: 'language', resumed: false });
  });
});

describe('a test taken to compare with someone', () => {
  beforeAll(() => loadInventory());
  const anna = { id: 'a'.repeat(24), name: 'Anna' };
  const bo = { id: 'b'.repeat(24), name: null };

  it('keeps the result to compare with through a reload and a fresh start', async () => {
    const store = createTestStore('en');
    store.getState().setCompareWith(anna);
    store.getState().chooseLanguage('de');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).state.compareWith).toEqual(anna);
    store.getState().reset();
    expect(store.getState().compareWith).toEqual(anna);

    store.getState().chooseLanguage('de');
    const reloaded = createTestStore('en');
    await reloaded.persist.rehydrate();
    expect(reloaded.getState()).toMatchObject({ resumed: true, lang: 'de', compareWith: anna });
  });

  it('takes the comparison a stored test was taken for, or another one after it', async () => {
    const first = createTestStore('en');
    first.getState().setCompareWith(anna);
    first.getState().chooseLanguage('fr');
    const store = createTestStore('en');
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ resumed: true, lang: 'fr', compareWith: anna });
    store.getState().setCompareWith(bo);
    const reloaded = createTestStore('en');
    await reloaded.persist.rehydrate();
    expect(reloaded.getState()).toMatchObject({ resumed: true, lang: 'fr', compareWith: bo });
  });

  it('builds the comparison names in the interface language: the link\'s name and "Me"', () => {
    const t = { compareMe: 'Ich', compareFriend: 'Gegenüber' };
    expect(compareTarget({ compareWith: anna }, t)).toEqual({ ...anna, other: 'Anna', me: 'Ich' });
    expect(compareTarget({ compareWith: bo }, t)).toMatchObject({ other: 'Gegenüber', me: 'Ich' });
    expect(compareTarget({ compareWith: null }, t)).toBeNull();
  });

  it.each([
    ['an id that is not a result id', { id: 'nope', name: 'Anna' }],
    ['a name a comparison refuses', { id: 'a'.repeat(24), name: '<b>Anna</b>' }],
    ['a name that is not text', { id: 'a'.repeat(24), name: 5 }],
    ['not an object', 'aaaaaaaaaaaaaaaaaaaaaaaa'],
  ])('ignores a stored test whose comparison has %s', async (_name, compareWith) => {
    persisted({ ...valid, compareWith });
    const store = createTestStore('en');
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({
      slide: 'language',
      resumed: false,
      compareWith: null,
    });
  });
});
