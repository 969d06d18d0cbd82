/** @jest-environment node */
/** PostgreSQL specifics; the shared behaviour is in store-contract.test.ts. */
import { Client } from 'pg';
import { validateAnswers } from '@/inventory/answers';
import { ITEM_KEYS } from '@/inventory/items';
import { createPgStore } from './pg-store';
import { createLocalResults } from './service';
import { StoreUnavailableError } from './store';
import { startTcpProxy } from '../../../test/tcp-proxy';
import { hashDeleteToken } from './tokens';

const pgUrl = process.env.TEST_DATABASE_URL;
const maybe = pgUrl ? describe : describe.skip;

function input() {
  const sheet = validateAnswers(
    ITEM_KEYS.map((item, i) => ({ questionID: item.id, choice: (i % 5) + 1 })),
  );
  if (!sheet.ok) throw sheet.error;
  return {
    lang: 'fr',
    sheet: sheet.value,
    gender: 'male' as const,
    age: 52,
    handle: undefined,
    invalid: true,
    timeElapsed: 90,
  };
}

async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

maybe('PostgreSQL results store', () => {
  it('migrates once even when several instances start together', async () => {
    const stores = Array.from({ length: 4 }, () => createPgStore({ connectionString: pgUrl! }));
    await Promise.all(stores.map((store) => store.getResult('0'.repeat(24))));
    await Promise.all(stores.map((store) => store.close()));
    const versions = await query<{ version: number }>('SELECT version FROM schema_migrations');
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
  });

  it('keeps only the hash of the deletion token, and only the columns docs/architecture.md lists', async () => {
    const store = createPgStore({ connectionString: pgUrl! });
    const saved = await createLocalResults(store).save(input());
    await store.close();
    const [row] = await query<Record<string, unknown>>('SELECT * FROM results WHERE id = $1', [
      saved.id,
    ]);
    expect(row?.delete_token_hash).toBe(hashDeleteToken(saved.deleteToken));
    expect(JSON.stringify(row)).not.toContain(saved.deleteToken);
    expect(Object.keys(row ?? {}).sort()).toEqual(
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

  it('fails cleanly while the database is away and recovers by itself when it is back', async () => {
    const url = new URL(pgUrl!);
    const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const store = createPgStore({ connectionString: url.toString(), max: 3 });
    const results = createLocalResults(store);
    try {
      const before = await results.save(input());

      proxy.down();
      const started = Date.now();
      await expect(results.save(input())).rejects.toThrow(StoreUnavailableError);
      await expect(results.get(before.id)).rejects.toThrow(StoreUnavailableError);
      // Fails fast (connection time-out 3 s), never hangs a request.
      expect(Date.now() - started).toBeLessThan(8000);

      proxy.up();
      const after = await results.save(input());
      expect((await results.get(before.id))?.id).toBe(before.id);
      expect((await results.get(after.id))?.id).toBe(after.id);
    } finally {
      await store.close();
      await proxy.close();
    }
  });
});
