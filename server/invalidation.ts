import { Client } from 'pg';
import { RESULT_DELETED_CHANNEL } from '@/lib/result-events';
import { RESULT_ID_PATTERN } from '@/lib/result-id';

export interface DeletionListener {
  stop(): Promise<void>;
}

interface Handlers {
  /** A result was deleted (by any instance). */
  deleted(id: string): void;
  /** Deletions are heard of from now on. */
  listening(): void;
  /** Deletions may go unheard (the connection is lost) until `listening` is called again. */
  deaf(): void;
}

/**
 * With PostgreSQL, many instances share the results: each listens on one connection for the ids
 * the others delete (lib/server/pg-store.ts notifies on commit), so its front server can drop its
 * kept pages of that result. While the connection is down it reports itself deaf (the front server
 * then keeps no result pages) and reconnects with a growing delay.
 */
export function listenForDeletions(connectionString: string, handlers: Handlers): DeletionListener {
  let stopped = false;
  let client: Client | null = null;
  let retryDelay = 1000;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryDelay);
    timer.unref();
    retryDelay = Math.min(retryDelay * 2, 30_000);
  };

  async function connect() {
    const attempt = new Client({ connectionString, connectionTimeoutMillis: 5000 });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === attempt) client = null;
      handlers.deaf();
      attempt.end().catch(() => undefined);
      retry();
    };
    attempt.on('error', onLost);
    attempt.on('end', onLost);
    attempt.on('notification', ({ channel, payload }) => {
      if (channel === RESULT_DELETED_CHANNEL && payload && RESULT_ID_PATTERN.test(payload))
        handlers.deleted(payload);
    });
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${RESULT_DELETED_CHANNEL}`);
      if (stopped || lost) {
        await attempt.end().catch(() => undefined);
        return;
      }
      client = attempt;
      retryDelay = 1000;
      handlers.listening();
    } catch {
      onLost();
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
