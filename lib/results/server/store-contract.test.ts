/** @jest-environment node */
/**
 * One contract, three stores: the embedded SQLite file, a real PostgreSQL server
 * (TEST_DATABASE_URL; `npm test` provides one) and the remote store pointed at a second instance of
 * the app's API. Every implementation must behave the same to the route handlers and pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sheetToAnswers, validateAnswers } from '@/inventory/answers';
import { ITEM_KEYS } from '@/inventory/items';
import { withBands } from '@/inventory/reliability';
import { scoreSheet } from '@/inventory/scoring';
import { publicResultSchema } from '@/lib/results/public-result';
import { createPgStore } from './pg-store';
import { createRemoteResults } from './remote-store';
import { createLocalResults, getResults, type ResultsService } from './service';
import type { ResultsStore, StoredResult } from './store';
import { createSqliteStore } from './sqlite-store';
import { copyResults } from './copy';
import { startApiServer, type ApiServer } from '../../../test/api-server';
import { hashDeleteToken, newDeleteToken, newResultId } from './tokens';

const dir = mkdtempSync(join(tmpdir(), 'b5-contract-'));
// The API instance behind the remote store keeps its results in its own SQLite file.
process.env.DATA_DIR = join(dir, 'upstream');
process.env.SAVE_RATE_LIMIT = '0';
const pgUrl = process.env.TEST_DATABASE_URL;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sheet(offset = 0) {
  const result = validateAnswers(
    ITEM_KEYS.map((item, i) => ({ questionID: item.id, choice: ((i + offset) % 5) + 1 })),
  );
  if (!result.ok) throw result.error;
  return result.value;
}

const input = (offset = 0) => ({
  lang: 'de',
  sheet: sheet(offset),
  gender: 'female' as const,
  age: 34,
  handle: 'someone',
  invalid: false,
  timeElapsed: 612,
});

interface Target {
  name: string;
  skip?: string;
  open(): Promise<{ service: ResultsService; close(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'SQLite',
    async open() {
      const service = createLocalResults(createSqliteStore(join(dir, 'sqlite', 'results.sqlite')));
      return { service, close: () => service.close() };
    },
  },
  {
    name: 'PostgreSQL',
    skip: pgUrl ? undefined : 'set TEST_DATABASE_URL (npm test does)',
    async open() {
      const service = createLocalResults(createPgStore({ connectionString: pgUrl ?? '' }));
      return { service, close: () => service.close() };
    },
  },
  {
    name: 'remote API host',
    async open() {
      const upstream: ApiServer = await startApiServer();
      const service = createRemoteResults({ baseUrl: `${upstream.url}/`, timeoutMs: 5000 });
      return {
        service,
        async close() {
          await upstream.close();
          await getResults().close();
        },
      };
    },
  },
];

describe.each(targets)('results contract: $name', (target) => {
  const maybe = target.skip ? it.skip : it;
  let service: ResultsService;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (target.skip) {
      console.warn(`Skipping the ${target.name} contract: ${target.skip}`);
      return;
    }
    ({ service, close } = await target.open());
  });
  afterAll(async () => {
    if (!target.skip) await close();
  });

  maybe('saves under a fresh random 24-hex id with a long deletion token', async () => {
    const saved = await service.save(input());
    expect(saved.id).toMatch(/^[0-9a-f]{24}$/);
    expect(saved.deleteToken.length).toBeGreaterThanOrEqual(40);
    const other = await service.save(input());
    expect(other.id).not.toBe(saved.id);
    expect(other.deleteToken).not.toBe(saved.deleteToken);
  });

  maybe('reads back the scores of exactly the saved answers, in either letter case', async () => {
    const saved = await service.save(input(2));
    const result = await service.get(saved.id.toUpperCase());
    expect(publicResultSchema.parse(result)).toEqual(result);
    const expected = withBands(scoreSheet(sheet(2), 'female', 34));
    expect(result).toMatchObject({
      id: saved.id,
      testId: 'johnson-120-ipip-neo-pi-r',
      lang: 'de',
      handle: 'someone',
      invalid: false,
      timeElapsed: 612,
      norm: { sex: 'female', ageGroup: '21-40' },
    });
    expect(result?.domains).toEqual(expected.domains);
    expect(Date.now() - Date.parse(result?.createdAt ?? '')).toBeLessThan(60_000);
    const json = JSON.stringify(result);
    expect(json).not.toContain(saved.deleteToken);
    expect(json).not.toContain('"age"');
  });

  maybe('keeps the time of every answer and judges the pace from it', async () => {
    // The first 60 statements in 1 s each, the others in 5 s: 3 s on average, and the first 20
    // pages of three (3 s for three statements, under 2 s each) too fast.
    const seconds = ITEM_KEYS.map((_, i) => (i < 60 ? 1 : 5));
    const timed = validateAnswers(
      sheetToAnswers(sheet(1)).map((answer, i) => ({ ...answer, seconds: seconds[i] })),
    );
    if (!timed.ok) throw timed.error;
    const saved = await service.save({ ...input(1), sheet: timed.value });
    const result = await service.get(saved.id);
    expect(result?.quality?.indicators).toMatchObject({
      secondsPerItem: 3,
      fastPages: 20,
      pages: 40,
    });
    expect(result?.quality?.reasons).toContainEqual({ kind: 'fastPages', pages: 20, of: 40 });
    // Without each answer's time, the test's whole time still gives the average (612 s / 120).
    const untimed = await service.get((await service.save(input(1))).id);
    expect(untimed?.quality?.indicators.secondsPerItem).toBeCloseTo(5.1, 10);
    expect(untimed?.quality?.indicators.fastPages).toBeNull();
    expect(untimed?.quality?.reasons.map((reason) => reason.kind)).not.toContain('fastPages');
  });

  maybe('answers null for unknown and malformed ids', async () => {
    expect(await service.get('0'.repeat(24))).toBeNull();
    expect(await service.get("' OR 1=1 --")).toBeNull();
    expect(await service.get('../../etc/passwd')).toBeNull();
  });

  maybe('deletes only with the right token, for good', async () => {
    const saved = await service.save(input());
    expect(await service.delete(saved.id, 'x'.repeat(43))).toBe('forbidden');
    expect(await service.get(saved.id)).not.toBeNull();
    expect(await service.delete(saved.id.toUpperCase(), saved.deleteToken)).toBe('deleted');
    expect(await service.get(saved.id)).toBeNull();
    expect(await service.delete(saved.id, saved.deleteToken)).toBe('not-found');
    expect(await service.delete('f'.repeat(24), saved.deleteToken)).toBe('not-found');
  });

  maybe('answers its readiness check', async () => {
    await expect(service.check()).resolves.toBeUndefined();
  });

  maybe('keeps every one of 40 concurrent saves', async () => {
    const saved = await Promise.all(Array.from({ length: 40 }, (_, i) => service.save(input(i))));
    expect(new Set(saved.map((s) => s.id)).size).toBe(40);
    const read = await Promise.all(saved.map((s) => service.get(s.id)));
    read.forEach((result, i) =>
      expect(result?.domains).toEqual(withBands(scoreSheet(sheet(i), 'female', 34)).domains),
    );
  });
});

/** A result with every field set to something a mix-up would show (handle or not, flags, dates). */
function storedResult(i: number): { stored: StoredResult; token: string } {
  const token = newDeleteToken();
  return {
    token,
    stored: {
      record: {
        id: newResultId(),
        testId: 'johnson-120-ipip-neo-pi-r',
        lang: ['en', 'de', 'ja', 'pt-br'][i % 4]!,
        answers: ITEM_KEYS.map((_, item) => ((item * 7 + i) % 5) + 1).join(''),
        gender: (['female', 'male', 'other', 'unspecified'] as const)[i % 4]!,
        age: 16 + (i % 100),
        handle: i % 3 === 0 ? null : `h_${i}`,
        invalid: i % 5 === 0,
        timeElapsed: i * 13,
        itemSeconds: i % 2 ? ITEM_KEYS.map((_, item) => (item + i) % 30).join(',') : null,
        // Millisecond times, in the past and spread out.
        createdAt: new Date(Date.UTC(2024, 0, 1) + i * 86_399_123),
      },
      deleteTokenHash: hashDeleteToken(token),
    },
  };
}

const byId = (a: StoredResult, b: StoredResult) => (a.record.id < b.record.id ? -1 : 1);

interface StoreTarget {
  name: string;
  skip?: string;
  open(): ResultsStore;
}

let sqliteFiles = 0;
const stores: StoreTarget[] = [
  {
    name: 'SQLite',
    open: () => createSqliteStore(join(dir, `stores-${++sqliteFiles}`, 'results.sqlite')),
  },
  {
    name: 'PostgreSQL',
    skip: pgUrl ? undefined : 'set TEST_DATABASE_URL (npm test does)',
    open: () => createPgStore({ connectionString: pgUrl ?? '' }),
  },
];

describe.each(stores)('store contract for copies and probes: $name', (target) => {
  const maybe = target.skip ? it.skip : it;
  let store: ResultsStore;
  beforeAll(() => {
    if (!target.skip) store = target.open();
  });
  afterAll(async () => {
    if (!target.skip) await store.close();
  });

  maybe('takes a batch exactly as given, once, and lists it back in id order', async () => {
    // Ids sharing a random prefix of their own, so the listing below reads only their range, not
    // the results other tests keep in the same database.
    const prefix = newResultId().slice(0, 12);
    const own = (stored: StoredResult): StoredResult => ({
      ...stored,
      record: { ...stored.record, id: prefix + stored.record.id.slice(12) },
    });
    const batch = Array.from({ length: 30 }, (_, i) => own(storedResult(i).stored));
    const before = await store.countResults();
    expect(await store.insertResults(batch)).toBe(30);
    // Again, with 10 of them and 5 new: only the new ones are added, nothing is changed.
    const more = Array.from({ length: 5 }, (_, i) => own(storedResult(100 + i).stored));
    const changed = { ...batch[0]!, record: { ...batch[0]!.record, age: 99, handle: 'changed' } };
    expect(await store.insertResults([changed, ...batch.slice(1, 10), ...more])).toBe(5);
    expect(await store.insertResults([])).toBe(0);
    expect(await store.countResults()).toBeGreaterThanOrEqual(before + 35);
    const ids = [...batch, ...more].map((r) => r.record.id);
    expect(await store.countIds(ids)).toBe(35);
    expect(await store.countIds([...ids.slice(0, 3), newResultId()])).toBe(3);

    // In pages of 7, the listing finds all 35 exactly as inserted.
    const expected = [...batch, ...more].sort(byId);
    const listed: StoredResult[] = [];
    // Listing starts just before the smallest of these ids and stops past the largest.
    let after = (BigInt(`0x${expected[0]!.record.id}`) - 1n).toString(16).padStart(24, '0');
    const last = expected[expected.length - 1]!.record.id;
    while (after < last) {
      const page = await store.listResults(after, 7);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(7);
      const sorted = [...page].sort(byId);
      expect(page).toEqual(sorted);
      if (after) expect(page[0]!.record.id > after).toBe(true);
      listed.push(...page.filter((r) => ids.includes(r.record.id)));
      after = page[page.length - 1]!.record.id;
    }
    expect(listed).toEqual(expected);
  });

  maybe('answers its readiness probe', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
});

describe('copying results between stores', () => {
  const maybe = pgUrl ? it : it.skip;

  maybe(
    'SQLite -> PostgreSQL -> SQLite keeps every field, and deletion tokens still work',
    async () => {
      const first = createSqliteStore(join(dir, 'copy-a', 'results.sqlite'));
      const pg = createPgStore({ connectionString: pgUrl ?? '' });
      const back = createSqliteStore(join(dir, 'copy-b', 'results.sqlite'));
      try {
        const made = Array.from({ length: 1234 }, (_, i) => storedResult(i));
        await first.insertResults(made.map((m) => m.stored));
        const progress: number[] = [];
        const report = await copyResults(first, pg, {
          batchSize: 100,
          onProgress: (done) => progress.push(done),
        });
        expect(report).toMatchObject({ sourceCount: 1234, read: 1234, added: 1234 });
        expect(progress.at(0)).toBe(0);
        expect(progress.at(-1)).toBe(1234);
        expect(progress).toHaveLength(14);
        // Twice: nothing is copied twice.
        expect(await copyResults(first, pg, { batchSize: 500 })).toMatchObject({
          read: 1234,
          added: 0,
        });

        // PostgreSQL holds the results of other tests as well: back into SQLite it all goes.
        const all = await pg.countResults();
        const reverse = await copyResults(pg, back, { batchSize: 333 });
        expect(reverse.added).toBe(reverse.read);
        expect(reverse.read).toBeGreaterThanOrEqual(Math.min(all, 1234));
        expect(await back.countIds(made.map((m) => m.stored.record.id))).toBe(1234);

        // Every field of every result, in both copies.
        const read = async (store: ResultsStore) => {
          const found: StoredResult[] = [];
          let after = '';
          for (let page; (page = await store.listResults(after, 1000)).length;) {
            found.push(...page);
            after = page[page.length - 1]!.record.id;
          }
          const ids = new Set(made.map((m) => m.stored.record.id));
          return found.filter((r) => ids.has(r.record.id));
        };
        const expected = made.map((m) => m.stored).sort(byId);
        expect(await read(pg)).toEqual(expected);
        expect(await read(back)).toEqual(expected);

        // The original deletion token deletes the copy (and only the right one does).
        const { stored, token } = made[7]!;
        for (const store of [pg, back]) {
          expect(await store.deleteResult(stored.record.id, hashDeleteToken('x'.repeat(43)))).toBe(
            'forbidden',
          );
          expect(await store.deleteResult(stored.record.id, hashDeleteToken(token))).toBe(
            'deleted',
          );
          expect(await store.getResult(stored.record.id)).toBeNull();
        }
      } finally {
        await Promise.all([first.close(), pg.close(), back.close()]);
      }
    },
  );
});
