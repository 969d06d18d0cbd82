/** @jest-environment node */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredResult } from './store';
import { createSqliteStore } from './sqlite-store';
import { runStoreTool, type Output } from './cli';
import { hashDeleteToken, newDeleteToken, newResultId } from './tokens';

const dir = mkdtempSync(join(tmpdir(), 'b5-store-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function result(i: number): StoredResult {
  return {
    record: {
      id: newResultId(),
      testId: 'johnson-120-ipip-neo-pi-r',
      lang: 'en',
      answers: '3'.repeat(119) + String((i % 5) + 1),
      gender: 'other',
      age: 30,
      handle: null,
      invalid: false,
      timeElapsed: i,
      itemSeconds: i % 2 ? Array.from({ length: 120 }, (_, n) => (n + i) % 9).join(',') : null,
      createdAt: new Date(1_700_000_000_000 + i),
    },
    deleteTokenHash: hashDeleteToken(newDeleteToken()),
  };
}

function output() {
  const lines: string[] = [];
  const out: Output = { line: (text) => lines.push(text), progress: () => undefined };
  return { lines, out };
}

const countIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM results').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('store:backup and store:restore', () => {
  it('backs up what a running server wrote, WAL included, and restores it only when asked', async () => {
    const data = join(dir, 'live');
    const file = join(data, 'results.sqlite');
    // The "server": a store that keeps its connection open, with its last writes still in the WAL.
    const live = createSqliteStore(file);
    await live.insertResults(Array.from({ length: 50 }, (_, i) => result(i)));
    const raw = new Database(file);
    raw.pragma('wal_autocheckpoint = 0');
    raw.exec(`UPDATE results SET lang = 'de' WHERE time_elapsed < 10`);
    expect(Number(raw.pragma('wal_checkpoint(PASSIVE)', { simple: true }))).toBe(0);

    const backup = join(dir, 'backup.sqlite');
    const { lines, out } = output();
    expect(await runStoreTool(['backup', backup], { DATA_DIR: data }, out)).toBe(0);
    expect(lines[0]).toMatch(/^Backed up 50 results from .*results\.sqlite to .*backup\.sqlite/);
    expect(countIn(backup)).toBe(50);
    const db = new Database(backup, { readonly: true });
    expect(db.prepare(`SELECT count(*) AS n FROM results WHERE lang = 'de'`).get()).toEqual({
      n: 10,
    });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();

    // The live store goes on: a restore over it is refused without --force...
    await live.insertResults([result(60), result(61)]);
    await expect(runStoreTool(['restore', backup], { DATA_DIR: data }, out)).rejects.toThrow(
      /holds 52 results.*--force/,
    );
    expect(await live.countResults()).toBe(52);
    // ...and done with it, through SQLite's locks: the open connection sees the backup's 50.
    expect(await runStoreTool(['restore', backup, '--force'], { DATA_DIR: data }, out)).toBe(0);
    expect(lines.at(-1)).toMatch(/^Restored 50 results from .* \(replacing 52\)\.$/);
    expect(await live.countResults()).toBe(50);
    await live.close();
    raw.close();

    // Into an empty DATA_DIR, no --force needed.
    const fresh = join(dir, 'fresh');
    expect(await runStoreTool(['restore', backup], { DATA_DIR: fresh }, out)).toBe(0);
    expect(countIn(join(fresh, 'results.sqlite'))).toBe(50);
  });

  it('refuses what is not a results store, and PostgreSQL stores', async () => {
    const { out } = output();
    const junk = join(dir, 'junk.sqlite');
    writeFileSync(junk, 'not a database at all, just text that is long enough to be read');
    await expect(
      runStoreTool(['restore', junk], { DATA_DIR: join(dir, 'x') }, out),
    ).rejects.toThrow(/not a SQLite database|cannot be read/);
    const other = join(dir, 'other.sqlite');
    new Database(other).exec('CREATE TABLE t (x)');
    await expect(
      runStoreTool(['restore', other], { DATA_DIR: join(dir, 'x') }, out),
    ).rejects.toThrow(/no results table/);
    await expect(
      runStoreTool(['backup', join(dir, 'b')], { DATABASE_URL: 'postgres://u:p@h/db' }, out),
    ).rejects.toThrow(/pg_dump/);
    await expect(
      runStoreTool(['backup', join(dir, 'b')], { DATA_DIR: join(dir, 'none') }, out),
    ).rejects.toThrow(/No SQLite store/);
    await expect(runStoreTool(['copy'], {}, out)).rejects.toThrow(/either --to or --from/);
    await expect(runStoreTool(['copy', '--to', 'mysql://x'], {}, out)).rejects.toThrow(
      /postgres:\/\//,
    );
  });
});

describe('readiness of the SQLite store', () => {
  it('fails once the file it has open was replaced or removed', async () => {
    const file = join(dir, 'probe', 'results.sqlite');
    const store = createSqliteStore(file);
    await store.ping();
    rmSync(file);
    await expect(store.ping()).rejects.toThrow(/unavailable/);
    await store.close();
  });
});
