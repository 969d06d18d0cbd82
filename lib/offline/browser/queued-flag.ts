import 'client-only';
/**
 * A local-storage mark saying the outbox (IndexedDB) holds tests, so that a page learns it without
 * loading the outbox code: on almost every visit there is nothing to send and nothing is loaded.
 */
export const QUEUED_FLAG_KEY = 'b5-outbox';
/** Fired on window when this page has just queued a test. */
export const QUEUED_EVENT = 'b5-outbox-queued';

export function hasQueuedTests(): boolean {
  try {
    return localStorage.getItem(QUEUED_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

export function markQueuedTests() {
  try {
    localStorage.setItem(QUEUED_FLAG_KEY, '1');
  } catch {
    // Without local storage the outbox is still checked whenever this page runs.
  }
  window.dispatchEvent(new Event(QUEUED_EVENT));
}

export function clearQueuedTests() {
  try {
    localStorage.removeItem(QUEUED_FLAG_KEY);
  } catch {
    // nothing to clear
  }
}
