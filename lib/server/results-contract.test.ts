/** @jest-environment node */
/**
 * One contract, three stores: the embedded SQLite file, a real PostgreSQL server
 * (TEST_DATABASE_URL; `npm test` provides one) and the remote store pointed at a second instance of
 * the app's API. Every implementation must behave the same to the route handlers and pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateAnswers } from '@/inventory/answers';
import { ITEM_KEYS } from '@/inventory/items';
import { scoreSheet } from '@/inventory/scoring';
import { publicResultSchema } from '@/lib/public-result';
import { createPgStore } from './pg-store';
import { createRemoteResults } from './remote-results';
import { createLocalResults, getResults, type ResultsService } from './results';
import { createSqliteStore } from './sqlite-store';
import { startApiServer, type ApiServer } from './testing/api-server';

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
    const expected = scoreSheet(sheet(2), 'female', 34);
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

  maybe('keeps every one of 40 concurrent saves', async () => {
    const saved = await Promise.all(Array.from({ length: 40 }, (_, i) => service.save(input(i))));
    expect(new Set(saved.map((s) => s.id)).size).toBe(40);
    const read = await Promise.all(saved.map((s) => service.get(s.id)));
    read.forEach((result, i) =>
      expect(result?.domains).toEqual(scoreSheet(sheet(i), 'female', 34).domains),
    );
  });
});
