import 'server-only';
import Database from 'better-sqlite3';
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { safeEqualHex } from './tokens';
import {
  DuplicateIdError,
  StoreUnavailableError,
  type DeleteOutcome,
  type ResultsStore,
  rowToRecord,
  rowToStored,
  type ResultRow,
  type StoredResult,
  type StoredRow,
} from './store';

/** Versioned migrations; PRAGMA user_version records how many have run. */
export const SQLITE_MIGRATIONS = [
  `CREATE TABLE results (
     id TEXT PRIMARY KEY,
     test_id TEXT NOT NULL,
     lang TEXT NOT NULL,
     answers TEXT NOT NULL,
     gender TEXT NOT NULL,
     age INTEGER NOT NULL,
     handle TEXT,
     invalid INTEGER NOT NULL DEFAULT 0,
     time_elapsed INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     delete_token_hash TEXT NOT NULL
   ) STRICT`,
  // Answer times per item (answer quality, issue 20); results saved before have none.
  `ALTER TABLE results ADD COLUMN item_seconds TEXT`,
];

/**
 * The zero-setup store: one SQLite file, created with its folder on first use. WAL journal with
 * synchronous=FULL, so a save acknowledged to the browser survives a crash of the server.
 * Long as one closure: the database, its statements and the contract's methods (each short) share it.
 */
export function createSqliteStore(file: string): ResultsStore {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // Deleted results are overwritten with zeros, not just unlinked: deletion is for good.
  db.pragma('secure_delete = ON');
  const version = Number(db.pragma('user_version', { simple: true }));
  db.transaction(() => {
    SQLITE_MIGRATIONS.slice(version).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${SQLITE_MIGRATIONS.length}`);
  }).immediate();
  // The file this connection has open: a readiness check notices when the path no longer leads to
  // it (deleted, or replaced by a copy while the server runs; see "Back up" in docs/operating.md).
  const inode = statSync(file).ino;

  const columns = `id, test_id, lang, answers, gender, age, handle, invalid, time_elapsed, item_seconds, created_at`;
  const insert = db.prepare(
    `INSERT INTO results (${columns}, delete_token_hash)
     VALUES (@id, @testId, @lang, @answers, @gender, @age, @handle, @invalid, @timeElapsed, @itemSeconds, @createdAt, @deleteTokenHash)`,
  );
  const select = db.prepare<[string], ResultRow>(`SELECT ${columns} FROM results WHERE id = ?`);
  const selectHash = db.prepare<[string], { delete_token_hash: string }>(
    `SELECT delete_token_hash FROM results WHERE id = ?`,
  );
  const remove = db.prepare<[string]>(`DELETE FROM results WHERE id = ?`);
  const insertOrIgnore = db.prepare(
    `INSERT OR IGNORE INTO results (${columns}, delete_token_hash)
     VALUES (@id, @testId, @lang, @answers, @gender, @age, @handle, @invalid, @timeElapsed, @itemSeconds, @createdAt, @deleteTokenHash)`,
  );
  const page = db.prepare<[string, number], StoredRow>(
    `SELECT ${columns}, delete_token_hash FROM results WHERE id > ? ORDER BY id LIMIT ?`,
  );
  const count = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM results`);
  const countIn = db.prepare<[string], { n: number }>(
    `SELECT count(*) AS n FROM results WHERE id IN (SELECT value FROM json_each(?))`,
  );
  const params = ({ record, deleteTokenHash }: StoredResult) => ({
    ...record,
    invalid: record.invalid ? 1 : 0,
    createdAt: record.createdAt.getTime(),
    deleteTokenHash,
  });

  const guard = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      if (error instanceof DuplicateIdError) throw error;
      throw new StoreUnavailableError(error);
    }
  };

  return {
    async insertResult(record, deleteTokenHash) {
      guard(() => {
        try {
          insert.run(params({ record, deleteTokenHash }));
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
            throw new DuplicateIdError();
          throw error;
        }
      });
    },
    async getResult(id) {
      return guard(() => {
        const row = select.get(id);
        return row ? rowToRecord(row) : null;
      });
    },
    async deleteResult(id, deleteTokenHash): Promise<DeleteOutcome> {
      return guard(() =>
        db
          .transaction((): DeleteOutcome => {
            const row = selectHash.get(id);
            if (!row) return 'not-found';
            if (!safeEqualHex(row.delete_token_hash, deleteTokenHash)) return 'forbidden';
            remove.run(id);
            return 'deleted';
          })
          .immediate(),
      );
    },
    async ping() {
      guard(() => {
        if (statSync(file).ino !== inode)
          throw new Error(`${file} was replaced or deleted while the server had it open`);
        // Root passes every permission check; for anyone else this is the file's own.
        accessSync(file, constants.R_OK | constants.W_OK);
        accessSync(dirname(file), constants.W_OK);
        // Takes the write lock and lets it go, writing nothing: fails when SQLite opened the file
        // read-only (not writable when the server started). Waits briefly for a writer, not 5 s.
        db.pragma('busy_timeout = 200');
        try {
          db.exec('BEGIN IMMEDIATE');
          db.exec('ROLLBACK');
        } catch (error) {
          if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        } finally {
          db.pragma('busy_timeout = 5000');
        }
      });
    },
    async countResults() {
      return guard(() => count.get()?.n ?? 0);
    },
    async listResults(after, limit) {
      return guard(() => page.all(after, limit).map(rowToStored));
    },
    async insertResults(results) {
      return guard(() =>
        db
          .transaction(() =>
            results.reduce(
              (added, result) => added + insertOrIgnore.run(params(result)).changes,
              0,
            ),
          )
          .immediate(),
      );
    },
    async countIds(ids) {
      return guard(() => countIn.get(JSON.stringify(ids))?.n ?? 0);
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
