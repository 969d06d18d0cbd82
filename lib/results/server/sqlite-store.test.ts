/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ITEM_KEYS } from '@/inventory/items';
import { validateAnswers } from '@/inventory/answers';
import { createLocalResults } from './service';
import { DuplicateIdError, type ResultsStore } from './store';
import { createSqliteStore } from './sqlite-store';
import { hashDeleteToken } from './tokens';

let dir: string;
let store: ResultsStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'b5-store-'));
  store = createSqliteStore(join(dir, 'nested', 'results.sqlite'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function sheet() {
  const result = validateAnswers(
    ITEM_KEYS.map((item, i) => ({ questionID: item.id, choice: (i % 5) + 1 })),
  );
  if (!result.ok) throw result.error;
  return result.value;
}

const input = () => ({
  lang: 'de',
  sheet: sheet(),
  gender: 'female' as const,
  age: 34,
  handle: 'someone',
  invalid: false,
  timeElapsed: 612,
});

describe('SQLite results store', () => {
  it('creates its folder and file on first use', async () => {
    const saved = await createLocalResults(store).save(input());
    expect((await store.getResult(saved.id))?.answers).toBe(sheet().choices.join(''));
  });

  // The list of docs/architecture.md ("What a result keeps"), seconds per statement included.
  it('keeps only the hash of the deletion token, and only the columns docs/architecture.md lists', async () => {
    const saved = await createLocalResults(store).save(input());
    const db = new Database(join(dir, 'nested', 'results.sqlite'), { readonly: true });
    const row = db.prepare('SELECT * FROM results WHERE id = ?').get(saved.id) as Record<
      string,
      unknown
    >;
    db.close();
    expect(row.delete_token_hash).toBe(hashDeleteToken(saved.deleteToken));
    expect(JSON.stringify(row)).not.toContain(saved.deleteToken);
    expect(Object.keys(row).sort()).toEqual(
      [
        'age',
        'answers',
        'created_at',
        'delete_token_hash',
        'gender',
        'handle',
        'id',
        'invalid',
        'lang',
        'test_id',
        'time_elapsed',
        'item_seconds',
      ].sort(),
    );
  });

  it('overwrites a deleted result in the file instead of leaving it readable', async () => {
    const results = createLocalResults(store);
    const saved = await results.save({ ...input(), handle: 'unique_marker_42' });
    expect(await results.delete(saved.id, saved.deleteToken)).toBe('deleted');
    await store.close();
    const file = join(dir, 'nested', 'results.sqlite');
    const bytes = Buffer.concat(
      ['', '-wal'].flatMap((suffix) => {
        try {
          return [readFileSync(file + suffix)];
        } catch {
          return [];
        }
      }),
    );
    expect(bytes.includes('unique_marker_42')).toBe(false);
    store = createSqliteStore(file);
  });

  it('refuses a second result with the same id', async () => {
    const saved = await createLocalResults(store).save(input());
    const record = await store.getResult(saved.id);
    if (!record) throw new Error('missing');
    await expect(store.insertResult(record, 'ab')).rejects.toThrow(DuplicateIdError);
  });

  it('reopens an existing file without migrating it twice', async () => {
    const saved = await createLocalResults(store).save(input());
    await store.close();
    store = createSqliteStore(join(dir, 'nested', 'results.sqlite'));
    expect((await store.getResult(saved.id))?.lang).toBe('de');
  });
});
