import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { encodeSeconds, encodeSheet, type AnswerSheet } from '@/inventory/answers';
import { testInfo, type Gender } from '@/inventory/info';
import { toPublicResult, type PublicResult } from '@/lib/public-result';
import { resultTag } from '@/lib/result-cache';
import { getEnv, sqliteFileOf, type Env } from '@/lib/env';
import { onShutdown } from '@/lib/ops/shutdown';
import { RESULT_ID_PATTERN, normalizeResultId } from '@/lib/result-id';
import { createPgStore } from './pg-store';
import { createRemoteResults } from './remote-results';
import {
  DuplicateIdError,
  StoreUnavailableError,
  type DeleteOutcome,
  type ResultRecord,
  type ResultsStore,
} from './results-store';
import { createSqliteStore } from './sqlite-store';
import { hashDeleteToken, newDeleteToken, newResultId } from './tokens';

/** The settings that choose and tune the store (lib/env.ts). */
export type StoreEnv = Pick<
  Env,
  'RESULTS_API_URL' | 'RESULTS_API_TIMEOUT_MS' | 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'
>;

export interface NewResult {
  lang: string;
  sheet: AnswerSheet;
  gender: Gender;
  age: number;
  handle: string | undefined;
  invalid: boolean;
  timeElapsed: number;
}

export interface SavedResult {
  id: string;
  deleteToken: string;
}

/** What the route handlers and pages use, whichever store is behind it. */
export interface ResultsService {
  /** `client`: the visitor's address, passed on to a remote API host for its rate limit only. */
  save(input: NewResult, client?: string): Promise<SavedResult>;
  get(id: string): Promise<PublicResult | null>;
  delete(id: string, token: string): Promise<DeleteOutcome>;
  /** Resolves when the store (or the API host) answers a trivial query; throws otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export { RESULT_ID_PATTERN };

/** Results kept by this instance in a database (SQLite or PostgreSQL). */
export function createLocalResults(store: ResultsStore): ResultsService {
  return {
    async save(input) {
      const deleteToken = newDeleteToken();
      const hash = hashDeleteToken(deleteToken);
      for (let attempt = 0; ; attempt++) {
        const record: ResultRecord = {
          id: newResultId(),
          testId: testInfo.id,
          lang: input.lang,
          answers: encodeSheet(input.sheet),
          gender: input.gender,
          age: input.age,
          handle: input.handle ?? null,
          invalid: input.invalid,
          timeElapsed: input.timeElapsed,
          itemSeconds: encodeSeconds(input.sheet),
          createdAt: new Date(),
        };
        try {
          await store.insertResult(record, hash);
          return { id: record.id, deleteToken };
        } catch (error) {
          // A clash of 96 random bits is next to impossible; a fresh id settles it if it happens.
          if (!(error instanceof DuplicateIdError) || attempt >= 2) throw error;
        }
      }
    },
    async get(id) {
      const key = normalizeResultId(id);
      if (!key) return null;
      const record = await store.getResult(key);
      return record ? toPublicResult(record) : null;
    },
    async delete(id, token) {
      const key = normalizeResultId(id);
      if (!key) return 'not-found';
      return store.deleteResult(key, hashDeleteToken(token));
    },
    check: () => store.ping(),
    close: () => store.close(),
  };
}

/** RESULTS_API_URL, else DATABASE_URL, else the SQLite file under DATA_DIR (default ./data). */
export function createResultsService(env: StoreEnv): ResultsService {
  if (env.RESULTS_API_URL)
    return createRemoteResults({
      baseUrl: env.RESULTS_API_URL,
      timeoutMs: env.RESULTS_API_TIMEOUT_MS,
    });
  if (env.DATABASE_URL)
    return createLocalResults(
      createPgStore({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE }),
    );
  return createLocalResults(createSqliteStore(sqliteFileOf(env)));
}

let service: ResultsService | undefined;

/** The process's results service, created on first use from the environment. */
export function getResults(): ResultsService {
  if (closed) throw new StoreUnavailableError(new Error('The server is shutting down'));
  if (!service) {
    try {
      service = createResultsService(getEnv());
      onShutdown('results store', closeResults);
    } catch (error) {
      // A store that cannot even be opened (DATA_DIR not writable, say) is an outage, not a bug:
      // 503 now, another try on the next request.
      throw new StoreUnavailableError(error);
    }
  }
  return service;
}

let closed = false;

/** Closes the process's store, if one was opened, for good (graceful shutdown). */
export async function closeResults(): Promise<void> {
  closed = true;
  const open = service;
  service = undefined;
  await open?.close();
}

/**
 * A result as pages, previews and comparisons show it, cached by the framework under the tag
 * `result:{id}` (lib/result-cache.ts): the DELETE handler expires that tag at once on this
 * instance; other instances and shared caches let it go within RESULT_CACHE_SECONDS. Any spelling
 * of the id reads the same entry. Null for a malformed or unknown id.
 */
export async function getPublicResult(id: string): Promise<PublicResult | null> {
  const key = normalizeResultId(id);
  if (!key) return null;
  try {
    return await cachedPublicResult(key);
  } catch {
    // An error thrown inside 'use cache' reaches the caller as a plain Error (the framework
    // serialises it), so a store outage would look like a bug (500 instead of 503). Failures are
    // never cached: asking the store once more, uncached, throws what really went wrong
    // (StoreUnavailableError, UpstreamError), or answers if it was a passing fault.
    return getResults().get(key);
  }
}

async function cachedPublicResult(id: string): Promise<PublicResult | null> {
  'use cache';
  cacheTag(resultTag(id));
  cacheLife('result');
  return getResults().get(id);
}
