/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ITEM_KEYS } from '@/inventory/items';
import { validateAnswers } from '@/inventory/answers';
import { deleteResult, getResult, saveResult } from './results';
import { DuplicateIdError, type ResultsStore } from './results-store';
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
  it('creates its folder and file, and stores a result under a random 24-hex id', async () => {
    const saved = await saveResult(input(), store);
    expect(saved.id).toMatch(/^[0-9a-f]{24}$/);
    expect(saved.deleteToken.length).toBeGreaterThanOrEqual(40);
    const other = await saveResult(input(), store);
    expect(other.id).not.toBe(saved.id);
  });

  it('reads the answers back intact, with everything PRODUCT.md lists', async () => {
    const saved = await saveResult(input(), store);
    const record = await getResult(saved.id.toUpperCase(), store);
    expect(record).toMatchObject({
      id: saved.id,
      testId: 'johnson-120-ipip-neo-pi-r',
      lang: 'de',
      answers: sheet().choices.join(''),
      gender: 'female',
      age: 34,
      handle: 'someone',
      invalid: false,
      timeElapsed: 612,
    });
    expect(record?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps only the hash of the deletion token, and no other columns', async () => {
    const saved = await saveResult(input(), store);
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
      ].sort(),
    );
  });

  it('answers null for unknown or malformed ids without failing', async () => {
    expect(await getResult('0'.repeat(24), store)).toBeNull();
    expect(await getResult("' OR 1=1 --", store)).toBeNull();
  });

  it('deletes only with the right token, for good', async () => {
    const saved = await saveResult(input(), store);
    expect(await deleteResult(saved.id, 'wrong-token', store)).toBe('forbidden');
    expect(await getResult(saved.id, store)).not.toBeNull();
    expect(await deleteResult(saved.id, saved.deleteToken, store)).toBe('deleted');
    expect(await getResult(saved.id, store)).toBeNull();
    expect(await deleteResult(saved.id, saved.deleteToken, store)).toBe('not-found');
  });

  it('refuses a second result with the same id', async () => {
    const saved = await saveResult(input(), store);
    const record = await store.getResult(saved.id);
    if (!record) throw new Error('missing');
    await expect(store.insertResult(record, 'ab')).rejects.toThrow(DuplicateIdError);
  });

  it('reopens an existing file without migrating it twice', async () => {
    const saved = await saveResult(input(), store);
    await store.close();
    store = createSqliteStore(join(dir, 'nested', 'results.sqlite'));
    expect((await store.getResult(saved.id))?.lang).toBe('de');
  });
});
