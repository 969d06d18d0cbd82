import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { encodeSeconds, encodeSheet } from '@/inventory/answers';
import { testInfo } from '@/inventory/info';
import { toPublicResult, type PublicResult } from '@/lib/results/public-result';
import { resultTag } from '@/lib/results/cache';
import { getEnv, sqliteFileOf, type Env } from '@/lib/config/env';
import { onShutdown } from '@/lib/ops/shutdown';
import { RESULT_ID_PATTERN, normalizeResultId } from '@/lib/results/id';
import { createPgStore } from './pg-store';
import { createRemoteResults } from './remote-store';
import {
  DuplicateIdError,
  StoreUnavailableError,
  type ResultRecord,
  type ResultsStore,
  type NewResult,
  type ResultsService,
  type SavedResult,
} from './store';
import { createSqliteStore } from './sqlite-store';
import { hashDeleteToken, newDeleteToken, newResultId } from './tokens';

/** The settings that choose and tune the store (lib/config/env.ts). */
export type StoreEnv = Pick<
  Env,
  'RESULTS_API_URL' | 'RESULTS_API_TIMEOUT_MS' | 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'
>;

export { RESULT_ID_PATTERN };
export type { NewResult, ResultsService, SavedResult };

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
 * `result:{id}` (lib/results/cache.ts): the DELETE handler expires that tag at once on this
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
