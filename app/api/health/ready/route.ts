import { connection } from 'next/server';
import { getEnv, storeSummary } from '@/lib/config/env';
import { isShuttingDown } from '@/lib/ops/shutdown';
import { jsonResponse } from '@/lib/http/server/json';
import { withRequestLog } from '@/lib/http/server/request-log';
import { getResults } from '@/lib/results/server/service';
import { appVersion } from '@/lib/ops/version';

/** A store that takes longer than this to answer a trivial query counts as not ready. */
const READY_TIMEOUT_MS = 1000;
/** Seconds a balancer should wait before asking again (503 answers). */
const RETRY_AFTER = '5';

/**
 * Readiness: 200 when the configured store answers a trivial query within READY_TIMEOUT_MS
 * (SQLite: the file can be locked for writing; PostgreSQL: SELECT 1; remote API host: it answers
 * a lookup of an id that cannot exist), else 503 with Retry-After, and 503 once the server is
 * shutting down. A 503 is logged as a warning, never as an error; 200s are not logged.
 */
export const GET = withRequestLog(
  '/api/health/ready',
  async () => {
    await connection();
    const { store } = storeSummary(getEnv());
    const notReady = (reason: string) =>
      jsonResponse({ status: 'unavailable', version: appVersion, store, reason }, 503, {
        'Retry-After': RETRY_AFTER,
      });
    if (isShuttingDown()) return notReady('shutting-down');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        // getResults() opens the store on first use; that may fail too.
        Promise.resolve().then(() => getResults().check()),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      return notReady((error as Error).message === 'timeout' ? 'timeout' : 'store-unavailable');
    } finally {
      clearTimeout(timer);
    }
    return jsonResponse({ status: 'ok', version: appVersion, store });
  },
  { skip: (status) => status === 200 },
);
