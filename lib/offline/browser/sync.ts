import 'client-only';
import { clearQueuedTests } from './queued-flag';
import {
  SYNC_TAG,
  flushOutbox,
  listQueued,
  onOutboxChange,
  settleQueued,
  type QueuedSave,
} from './outbox';

/** While tests wait and the page is visible, they are tried again this often. */
const RETRY_MS = 30_000;

interface SyncOptions {
  /** A queued test was saved: its id and deletion key must be remembered before it leaves. */
  onSaved: (record: QueuedSave & { result: NonNullable<QueuedSave['result']> }) => void;
}

/**
 * Sends the tests waiting in the outbox from this page: now, whenever the browser comes back
 * online or the page becomes visible, when another tab or the service worker changes the outbox,
 * and every 30 s while some still wait. Returns a function that stops it.
 */
export function startOutboxSync({ onSaved }: SyncOptions): () => void {
  let running = false;
  let again = false;
  let stopped = false;

  async function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if (navigator.onLine !== false) await flushOutbox();
        await settleQueued(['saved'], (record) => {
          if (record.result) onSaved({ ...record, result: record.result });
        });
        if ((await listQueued()).length === 0) clearQueuedTests();
      } while (again && !stopped);
    } catch {
      // IndexedDB or the lock failed this time; the next trigger tries again.
    } finally {
      running = false;
    }
  }

  const onVisible = () => document.visibilityState === 'visible' && void run();
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = onOutboxChange(() => void run());
  const timer = window.setInterval(async () => {
    if (document.visibilityState !== 'visible') return;
    const waiting = await listQueued();
    if (waiting.some((record) => record.state === 'pending')) void run();
  }, RETRY_MS);
  void run();

  return () => {
    stopped = true;
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
    window.clearInterval(timer);
  };
}

interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Asks the service worker to send the outbox when the connection is back, even if every tab of
 * the site is closed by then (Background Sync, where the browser has it). Silent elsewhere.
 */
export function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(SYNC_TAG))
    .catch(() => undefined);
}
