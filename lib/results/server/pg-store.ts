import 'server-only';
import { Pool, type PoolClient, type PoolConfig } from 'pg';
import { describeError, log } from '@/lib/ops/log';
import { safeEqualHex } from './tokens';
import {
  DuplicateIdError,
  StoreUnavailableError,
  type DeleteOutcome,
  type ResultsStore,
  rowToRecord,
  rowToStored,
  type ResultRow,
  type StoredRow,
} from './store';

/**
 * Versioned migrations, applied in order on first use. Every instance of a scaled-out deployment
 * may start at once: an advisory lock makes one of them migrate while the others wait.
 */
const MIGRATIONS = [
  `CREATE TABLE results (
     id CHAR(24) PRIMARY KEY,
     test_id TEXT NOT NULL,
     lang TEXT NOT NULL,
     answers CHAR(120) NOT NULL,
     gender TEXT NOT NULL,
     age SMALLINT NOT NULL,
     handle TEXT,
     invalid BOOLEAN NOT NULL DEFAULT FALSE,
     time_elapsed INTEGER NOT NULL,
     created_at TIMESTAMPTZ NOT NULL,
     delete_token_hash CHAR(64) NOT NULL
   )`,
  // Answer times per item (answer quality, issue 20); results saved before have none.
  `ALTER TABLE results ADD COLUMN item_seconds TEXT`,
];
/** Arbitrary constant naming this app's migration lock. */
const MIGRATION_LOCK = 731_520_120;

async function migrate(client: PoolClient) {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    const done = rows[0]?.version ?? 0;
    for (let version = done + 1; version <= MIGRATIONS.length; version++) {
      await client.query(MIGRATIONS[version - 1]!);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

export interface PgStoreOptions {
  connectionString: string;
  /** Connections per instance. */
  max?: number;
}

/**
 * PostgreSQL (or a Postgres-compatible engine) through a connection pool with named prepared
 * statements. Lookups go by primary key, so no other index is needed. If the database goes away,
 * requests fail fast with StoreUnavailableError (503) and the pool reconnects by itself later.
 * Long as one closure: the pool, the prepared statements and the contract's methods (each short) share it.
 */
export function createPgStore({ connectionString, max = 10 }: PgStoreOptions): ResultsStore {
  const config: PoolConfig = {
    connectionString,
    max,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    query_timeout: 10_000,
    application_name: 'open-bigfive',
  };
  const pool = new Pool(config);
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) =>
    log('warn', 'database-connection-lost', { error: describeError(error) }),
  );

  let closed = false;
  let ready: Promise<void> | undefined;
  const ensureSchema = () => {
    ready ??= (async () => {
      const client = await pool.connect();
      try {
        await migrate(client);
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      ready = undefined; // try again on the next request
      throw error;
    });
    return ready;
  };

  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      await ensureSchema();
      return await work();
    } catch (error) {
      if (error instanceof DuplicateIdError) throw error;
      throw new StoreUnavailableError(error);
    }
  }

  return {
    insertResult(record, deleteTokenHash) {
      return run(async () => {
        try {
          await pool.query({
            name: 'results-insert',
            text: `INSERT INTO results (id, test_id, lang, answers, gender, age, handle, invalid, time_elapsed, created_at, delete_token_hash, item_seconds)
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            values: [
              record.id,
              record.testId,
              record.lang,
              record.answers,
              record.gender,
              record.age,
              record.handle,
              record.invalid,
              record.timeElapsed,
              record.createdAt,
              deleteTokenHash,
              record.itemSeconds,
            ],
          });
        } catch (error) {
          if ((error as { code?: string }).code === '23505') throw new DuplicateIdError();
          throw error;
        }
      });
    },
    getResult(id) {
      return run(async () => {
        const { rows } = await pool.query<ResultRow>({
          name: 'results-select',
          text: `SELECT id, test_id, lang, answers, gender, age, handle, invalid, time_elapsed, item_seconds, created_at
                 FROM results WHERE id = $1`,
          values: [id],
        });
        return rows[0] ? rowToRecord(rows[0]) : null;
      });
    },
    deleteResult(id, deleteTokenHash): Promise<DeleteOutcome> {
      return run(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query<{ delete_token_hash: string }>({
            name: 'results-select-hash',
            text: 'SELECT delete_token_hash FROM results WHERE id = $1 FOR UPDATE',
            values: [id],
          });
          let outcome: DeleteOutcome = 'deleted';
          if (!rows[0]) outcome = 'not-found';
          else if (!safeEqualHex(rows[0].delete_token_hash, deleteTokenHash)) outcome = 'forbidden';
          else
            await client.query({
              name: 'results-delete',
              text: 'DELETE FROM results WHERE id = $1',
              values: [id],
            });
          await client.query('COMMIT');
          return outcome;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      });
    },
    ping() {
      return run(async () => {
        await pool.query('SELECT 1');
      });
    },
    countResults() {
      return run(async () => {
        const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM results');
        return Number(rows[0]?.n ?? 0);
      });
    },
    listResults(after, limit) {
      return run(async () => {
        const { rows } = await pool.query<StoredRow>({
          name: 'results-page',
          text: `SELECT id, test_id, lang, answers, gender, age, handle, invalid, time_elapsed, item_seconds, created_at, delete_token_hash
                 FROM results WHERE id > $1 ORDER BY id LIMIT $2`,
          values: [after, limit],
        });
        return rows.map(rowToStored);
      });
    },
    insertResults(results) {
      if (results.length === 0) return Promise.resolve(0);
      // One statement per batch, whatever its size: one array parameter per column.
      const column = <T>(pick: (result: (typeof results)[number]) => T) => results.map(pick);
      return run(async () => {
        const { rowCount } = await pool.query({
          name: 'results-insert-batch',
          text: `INSERT INTO results (id, test_id, lang, answers, gender, age, handle, invalid, time_elapsed, created_at, delete_token_hash, item_seconds)
                 SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
                   $6::smallint[], $7::text[], $8::boolean[], $9::integer[], $10::timestamptz[], $11::text[], $12::text[])
                 ON CONFLICT (id) DO NOTHING`,
          values: [
            column((r) => r.record.id),
            column((r) => r.record.testId),
            column((r) => r.record.lang),
            column((r) => r.record.answers),
            column((r) => r.record.gender),
            column((r) => r.record.age),
            column((r) => r.record.handle),
            column((r) => r.record.invalid),
            column((r) => r.record.timeElapsed),
            column((r) => r.record.createdAt),
            column((r) => r.deleteTokenHash),
            column((r) => r.record.itemSeconds),
          ],
        });
        return rowCount ?? 0;
      });
    },
    countIds(ids) {
      return run(async () => {
        const { rows } = await pool.query<{ n: string }>(
          'SELECT count(*) AS n FROM results WHERE id = ANY($1::char(24)[])',
          [ids],
        );
        return Number(rows[0]?.n ?? 0);
      });
    },
    async close() {
      if (!closed) {
        closed = true;
        await pool.end();
      }
    },
  };
}
