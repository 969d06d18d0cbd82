import 'client-only';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as z from 'zod/mini';
import { parseComparisonTarget } from '../../compare/schemas';
import type { ComparisonTarget } from '../../compare/target';
import { isLocale, type Locale } from '../../i18n/locales';
import {
  API_ERROR_CODES,
  savePayloadSchema,
  saveResponseSchema,
  type ApiErrorCode,
  type SavePayload,
  type SaveResponse,
} from '../../results/save-schema';
import { postSave } from '../../results/browser/save';

/**
 * Tests finished while offline wait here, in IndexedDB, until they can be saved. Pages and the
 * service worker share this module: whichever runs first when the connection is back (Background
 * Sync in the worker, an `online` event or the next visit in a page) sends them, under a Web Lock
 * so that no test is sent twice at the same time. A saved test keeps its result id and deletion
 * key here until a page has stored them in local storage (which a worker cannot reach), so
 * closing the tab at any moment loses nothing.
 */
export const OUTBOX_CHANNEL = 'b5-outbox';
/** Background Sync tag the service worker answers. */
export const SYNC_TAG = 'b5-save-results';

const DB_NAME = 'b5-outbox';
const STORE = 'saves';
const LOCK = 'b5-outbox';
/** A send that hangs (a captive portal, a dying connection) gives up and is tried again later. */
const SEND_TIMEOUT_MS = 20_000;

export type QueuedState = 'pending' | 'saved' | 'failed';

export interface QueuedSave {
  key: string;
  payload: SavePayload;
  /** Interface language of the page the test was taken on. */
  locale: Locale;
  queuedAt: number;
  state: QueuedState;
  attempts: number;
  result?: SaveResponse;
  error?: ApiErrorCode;
  /** A test taken to compare with someone: once saved, the comparison opens instead. */
  compare?: ComparisonTarget;
}

interface OutboxDb extends DBSchema {
  saves: { key: string; value: QueuedSave };
}

/** What comes back from the database is checked like any other stored input. */
const queuedSaveSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(64)),
  payload: z.unknown(),
  locale: z.string().check(z.refine(isLocale)),
  queuedAt: z.number(),
  state: z.enum(['pending', 'saved', 'failed']),
  attempts: z.int().check(z.minimum(0)),
  result: z.optional(saveResponseSchema),
  error: z.optional(z.enum(API_ERROR_CODES)),
  compare: z.optional(z.unknown()),
});

function parseRecord(value: unknown): QueuedSave | null {
  const record = queuedSaveSchema.safeParse(value);
  if (!record.success) return null;
  // The stored payload is what the page built; it must still be one the API accepts.
  if (!savePayloadSchema.safeParse(record.data.payload).success) return null;
  const { payload, locale, compare, ...rest } = record.data;
  if (rest.state === 'saved' && !rest.result) return null;
  const target = compare === undefined ? undefined : parseComparisonTarget(compare);
  if (target === null) return null;
  return {
    ...rest,
    locale: locale as Locale,
    payload: payload as SavePayload,
    ...(target ? { compare: target } : {}),
  };
}

let database: Promise<IDBPDatabase<OutboxDb>> | null = null;

function db(): Promise<IDBPDatabase<OutboxDb>> {
  database ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(upgrade) {
      upgrade.createObjectStore(STORE, { keyPath: 'key' });
    },
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

/** Runs `task` alone across every tab and the service worker (where Web Locks exist). */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  // The lock resolves with the task's own promise; TypeScript's DOM types do not unwrap it.
  return locks ? (locks.request(LOCK, task) as Promise<unknown> as Promise<T>) : task();
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Tells every page and the worker that the outbox changed. */
function announce() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage({ type: 'changed' });
  channel.close();
}

/** Calls `listener` whenever another page or the worker changes the outbox. */
export function onOutboxChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}

/** Keeps a finished test for later; null where the browser has no usable IndexedDB. */
export async function queueSave(
  payload: SavePayload,
  locale: Locale,
  now = Date.now(),
  compare: ComparisonTarget | null = null,
): Promise<QueuedSave | null> {
  const record: QueuedSave = {
    key: randomKey(),
    payload,
    locale,
    queuedAt: now,
    state: 'pending',
    attempts: 0,
    ...(compare ? { compare } : {}),
  };
  try {
    await (await db()).put(STORE, record);
  } catch {
    return null;
  }
  announce();
  return record;
}

/** Every valid queued test, oldest first (records that fail the checks are dropped). */
export async function listQueued(): Promise<QueuedSave[]> {
  let raw: unknown[];
  try {
    raw = await (await db()).getAll(STORE);
  } catch {
    return [];
  }
  const records: QueuedSave[] = [];
  for (const value of raw) {
    const record = parseRecord(value);
    if (record) records.push(record);
    else if (value && typeof value === 'object' && 'key' in value && typeof value.key === 'string')
      await (await db()).delete(STORE, value.key).catch(() => undefined);
  }
  return records.sort((a, b) => a.queuedAt - b.queuedAt);
}

export interface FlushSummary {
  /** Still waiting (offline, server busy or down). */
  pending: number;
  saved: number;
  failed: number;
}

function withTimeout(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) =>
    fetchImpl(input, { ...init, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
}

/** Sends every waiting test once; a test the server refuses for good is marked failed. */
export function flushOutbox(fetchImpl: typeof fetch = fetch): Promise<FlushSummary> {
  return exclusive(async () => {
    const summary: FlushSummary = { pending: 0, saved: 0, failed: 0 };
    let changed = false;
    for (const record of await listQueued()) {
      if (record.state !== 'pending') {
        summary[record.state]++;
        continue;
      }
      const outcome = await postSave(record.payload, withTimeout(fetchImpl));
      let next: QueuedSave;
      if (outcome.ok) next = { ...record, state: 'saved', result: outcome.result };
      else if (outcome.retry) next = { ...record, attempts: record.attempts + 1 };
      else next = { ...record, state: 'failed', error: outcome.code };
      summary[next.state]++;
      await (await db()).put(STORE, next);
      changed ||= next.state !== 'pending';
    }
    if (changed) announce();
    return summary;
  });
}

/**
 * Hands every test in one of `states` to `handle`, then removes it. Removal follows the handler,
 * so a page closed half-way hands the same test over again next time rather than losing it.
 */
export function settleQueued(
  states: readonly QueuedState[],
  handle: (record: QueuedSave) => void | Promise<void>,
): Promise<QueuedSave[]> {
  return exclusive(async () => {
    const settled: QueuedSave[] = [];
    for (const record of await listQueued()) {
      if (!states.includes(record.state)) continue;
      await handle(record);
      await (await db()).delete(STORE, record.key);
      settled.push(record);
    }
    if (settled.length) announce();
    return settled;
  });
}
