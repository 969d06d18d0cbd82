import 'server-only';
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { maskUrl, parseEnv, sqliteFileOf, type EnvSource } from '@/lib/config/env';
import { createPgStore } from './pg-store';
import type { ResultsStore } from './store';
import { copyResults } from './copy';
import { createSqliteStore, SQLITE_MIGRATIONS } from './sqlite-store';

/*
 * `npm run store:backup|restore|copy` (scripts/store.mjs bundles and runs this file): the
 * operator's tools for the results store, with the store code the server itself uses.
 */

/** A refusal or failure explained to the operator; exit code 1 unless said otherwise. */
export class StoreToolError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'StoreToolError';
  }
}

export interface Output {
  /** The final report and refusals. */
  line(text: string): void;
  /** Progress: redrawn in place on a terminal, a plain line now and then otherwise. */
  progress(done: number, total: number): void;
}

/** Checks a SQLite file is a results store this version can read; returns its result count. */
function inspectSqlite(file: string): number {
  if (!existsSync(file)) throw new StoreToolError(`No such file: ${file}`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new StoreToolError(`${file} is not a SQLite database (${(error as Error).message})`);
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new StoreToolError(`${file} is damaged: ${String(check)}`);
    const version = Number(db.pragma('user_version', { simple: true }));
    if (version > SQLITE_MIGRATIONS.length)
      throw new StoreToolError(
        `${file} was written by a newer version of the site (schema ${version}); upgrade first`,
      );
    const table = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'results'`)
      .get();
    if (!table) throw new StoreToolError(`${file} holds no results table: not a results store`);
    return (db.prepare('SELECT count(*) AS n FROM results').get() as { n: number }).n;
  } catch (error) {
    if (error instanceof StoreToolError) throw error;
    throw new StoreToolError(`${file} cannot be read: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of the live SQLite store through SQLite's online backup API: one read
 * transaction over the whole file, WAL content included, while the site goes on saving. Written
 * beside the target first and renamed, so a cut-off backup never sits under the final name.
 */
export async function backupSqlite(store: string, target: string): Promise<number> {
  if (!existsSync(store)) throw new StoreToolError(`No SQLite store at ${store} (check DATA_DIR)`);
  if (!existsSync(dirname(resolve(target))))
    throw new StoreToolError(`The folder of ${target} does not exist`);
  const partial = `${target}.partial-${process.pid}`;
  const db = new Database(store, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: a step-by-step backup starts again whenever the site writes between
    // two steps, and might never finish on a busy site.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } catch (error) {
    rmSync(partial, { force: true });
    throw new StoreToolError(`The backup failed: ${(error as Error).message}`);
  } finally {
    db.close();
  }
  const count = inspectSqlite(partial);
  renameSync(partial, target);
  return count;
}

/**
 * Puts a backup back into the store's file, again through SQLite's backup API: it takes SQLite's
 * locks, so a server that has the file open sees the restored results on its next query (after at
 * most RESULT_CACHE_SECONDS for pages it had cached); replacing the file by hand would leave it
 * writing to the old one. Refuses to replace a store that holds results unless `force`.
 */
export async function restoreSqlite(
  backup: string,
  store: string,
  force: boolean,
): Promise<{ restored: number; replaced: number }> {
  const restored = inspectSqlite(backup);
  let replaced = 0;
  if (existsSync(store)) {
    const current = createSqliteStore(store);
    try {
      replaced = await current.countResults();
    } finally {
      await current.close();
    }
    if (replaced > 0 && !force)
      throw new StoreToolError(
        `The store ${store} holds ${replaced} results; restoring would replace them with the ` +
          `${restored} of the backup. Run again with --force to do that.`,
        2,
      );
  }
  mkdirSync(dirname(store), { recursive: true });
  const source = new Database(backup, { readonly: true, fileMustExist: true });
  try {
    await source.backup(store, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  // Opening it as the server does brings an older backup's schema up to date and sets WAL.
  const reopened = createSqliteStore(store);
  try {
    return { restored: await reopened.countResults(), replaced };
  } finally {
    await reopened.close();
  }
}

interface Args {
  command: string | undefined;
  positional: string[];
  flags: Map<string, string | true>;
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (arg.includes('='))
      flags.set(arg.slice(2, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1));
    else if (['to', 'from', 'batch'].includes(arg.slice(2)) && argv[i + 1] !== undefined)
      flags.set(arg.slice(2), argv[++i]!);
    else flags.set(arg.slice(2), true);
  }
  return { command: positional.shift(), positional, flags };
}

export const USAGE = `Usage:
  npm run store:backup -- FILE                 consistent copy of the SQLite store (DATA_DIR), while the site runs
  npm run store:restore -- FILE [--force]      put a backup back (--force: replace a store that holds results)
  npm run store:copy -- --to postgres://...    copy every result from the SQLite store into PostgreSQL
  npm run store:copy -- --from postgres://...  copy every result from PostgreSQL into the SQLite store
  (copy: --batch N results per transaction, default 500; running it again copies only what is new)`;

const postgresUrl = (value: string | true | undefined, flag: string): string => {
  if (typeof value !== 'string' || !/^postgres(ql)?:\/\/./.test(value.trim()))
    throw new StoreToolError(`--${flag} needs a postgres:// URL\n\n${USAGE}`, 2);
  return value.trim();
};

/** Runs one command; returns the process's exit code. */
export async function runStoreTool(
  argv: string[],
  source: EnvSource,
  out: Output,
  cwd = process.cwd(),
): Promise<number> {
  const { command, positional, flags } = parseArgs(argv);
  const env = parseEnv(source);
  const sqlite = sqliteFileOf(env, cwd);
  const file = positional[0] && resolve(cwd, positional[0]);
  if ((command === 'backup' || command === 'restore') && env.DATABASE_URL)
    throw new StoreToolError(
      'The store is PostgreSQL (DATABASE_URL is set): back it up with pg_dump, see "Back up" in ' +
        'docs/operating.md. store:backup and store:restore are for the SQLite store.',
      2,
    );
  switch (command) {
    case 'backup': {
      if (!file) throw new StoreToolError(`Name the backup file.\n\n${USAGE}`, 2);
      const count = await backupSqlite(sqlite, file);
      out.line(
        `Backed up ${count} results from ${sqlite} to ${file} (${statSync(file).size} bytes).`,
      );
      return 0;
    }
    case 'restore': {
      if (!file) throw new StoreToolError(`Name the backup file.\n\n${USAGE}`, 2);
      const { restored, replaced } = await restoreSqlite(file, sqlite, flags.get('force') === true);
      out.line(
        `Restored ${restored} results from ${file} into ${sqlite}` +
          (replaced ? ` (replacing ${replaced}).` : '.'),
      );
      return 0;
    }
    case 'copy': {
      const to = flags.get('to');
      const from = flags.get('from');
      if ((to === undefined) === (from === undefined))
        throw new StoreToolError(`Give either --to or --from.\n\n${USAGE}`, 2);
      const batchSize = Number(flags.get('batch') ?? 500);
      if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000)
        throw new StoreToolError('--batch takes a whole number from 1 to 10000', 2);
      const url = postgresUrl(to ?? from, to !== undefined ? 'to' : 'from');
      if (to !== undefined && !existsSync(sqlite))
        throw new StoreToolError(`No SQLite store at ${sqlite} (check DATA_DIR)`);
      const pg = createPgStore({ connectionString: url, max: 2 });
      const local = createSqliteStore(sqlite);
      const [sourceStore, targetStore, names]: [ResultsStore, ResultsStore, [string, string]] =
        to !== undefined
          ? [local, pg, [`SQLite (${sqlite})`, `PostgreSQL (${maskUrl(url)})`]]
          : [pg, local, [`PostgreSQL (${maskUrl(url)})`, `SQLite (${sqlite})`]];
      try {
        const report = await copyResults(sourceStore, targetStore, {
          batchSize,
          onProgress: out.progress,
        });
        out.line(
          `Copied ${report.read} results from ${names[0]} to ${names[1]}: ${report.added} new, ` +
            `${report.read - report.added} already there. The source holds ${report.sourceCount}, ` +
            `the target ${report.targetCount}.`,
        );
        if (report.targetCount > report.read)
          out.line(
            `The target holds ${report.targetCount - report.read} results the source does not ` +
              '(saved there, or deleted from the source since an earlier copy).',
          );
        return report.read >= report.sourceCount ? 0 : 1;
      } finally {
        await Promise.all([pg.close(), local.close()]);
      }
    }
    default:
      throw new StoreToolError(USAGE, command === undefined || command === 'help' ? 0 : 2);
  }
}

/** Progress on stderr: a bar redrawn in place on a terminal, one line per tenth otherwise. */
export function terminalOutput(stream: NodeJS.WriteStream = process.stderr): Output {
  let lastTenth = -1;
  return {
    line: (text) => {
      if (stream.isTTY) stream.write('\r\x1b[K');
      process.stdout.write(`${text}\n`);
    },
    progress(done, total) {
      const share = total > 0 ? Math.min(1, done / total) : 1;
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round(share * width);
        stream.write(
          `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(share * 100)}% ${done}/${total}`,
        );
        return;
      }
      const tenth = Math.floor(share * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        stream.write(`${done} of ${total} results copied (${tenth * 10}%)\n`);
      }
    },
  };
}
