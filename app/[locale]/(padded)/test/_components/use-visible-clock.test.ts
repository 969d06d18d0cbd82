import { act, renderHook } from '@testing-library/react';
import { createTestStore, elapsedMs, loadInventory } from './test-store';
import { useVisibleClock } from './use-visible-clock';

let visibility: DocumentVisibilityState = 'visible';
let now = 0;

beforeAll(() => loadInventory());
beforeEach(() => {
  localStorage.clear();
  visibility = 'visible';
  now = 1_000_000;
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

function startedStore() {
  const store = createTestStore('en');
  store.getState().chooseLanguage('en');
  store.getState().setProfile('male', 40);
  return store;
}

describe('useVisibleClock', () => {
  it('counts only the time the page is visible', () => {
    const store = startedStore();
    renderHook(() => useVisibleClock(store));
    act(() => store.getState().setHandle(''));
    now += 10_000;
    setVisibility('hidden');
    now += 600_000;
    setVisibility('visible');
    now += 5_000;
    expect(elapsedMs(store.getState(), now)).toBe(15_000);
  });

  it('stops the clock when the page is left, and when the component goes', () => {
    const store = startedStore();
    const { unmount } = renderHook(() => useVisibleClock(store));
    act(() => store.getState().setHandle(''));
    now += 4_000;
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(store.getState()).toMatchObject({ elapsedMs: 4_000, visibleSince: null });
    act(() => void window.dispatchEvent(new Event('pageshow')));
    now += 1_000;
    unmount();
    expect(store.getState()).toMatchObject({ elapsedMs: 5_000, visibleSince: null });
  });

  it('starts a restored test only once the page is visible', async () => {
    const first = startedStore();
    first.getState().setHandle('');
    now += 7_000;
    first.getState().answer('not-an-item', 1);
    first.getState().pauseClock();

    visibility = 'hidden';
    const store = createTestStore('en');
    renderHook(() => useVisibleClock(store));
    await act(() => store.persist.rehydrate());
    expect(store.getState()).toMatchObject({ resumed: true, elapsedMs: 7_000, visibleSince: null });
    now += 60_000;
    setVisibility('visible');
    now += 3_000;
    expect(elapsedMs(store.getState(), now)).toBe(10_000);
  });

  it('stores nothing more once the test is saved and its stored copy cleared', () => {
    const store = startedStore();
    const { unmount } = renderHook(() => useVisibleClock(store));
    act(() => store.getState().setHandle(''));
    act(() => {
      store.getState().finish();
      void store.persist.clearStorage();
    });
    setVisibility('hidden');
    setVisibility('visible');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    expect(localStorage.getItem('b5-test')).toBeNull();
  });
});
