/** @jest-environment node */
/**
 * GET and DELETE /api/result/{id} under thousands of hostile ids and Authorization headers: every
 * answer is a clean 2xx or 4xx in the API's JSON error shape without a stack trace, and no result
 * is ever deleted without its own token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { ITEM_KEYS } from '@/inventory/items';
import { API_ERROR_CODES } from '@/lib/results/save-schema';
import { getResults } from '@/lib/results/server/service';
import {
  PROTOTYPE_KEYS,
  hostileString,
  isPolluted,
  prototypeSnapshot,
  stackTraceIn,
} from '@/test/hostile';
import { POST } from '../../save/route';
import { DELETE, GET } from './route';

const dir = mkdtempSync(join(tmpdir(), 'b5-result-fuzz-'));
process.env.DATA_DIR = dir;
process.env.SAVE_RATE_LIMIT = '0';

const prototypeBefore = prototypeSnapshot();
let saved: { id: string; deleteToken: string }[] = [];
let db: Database.Database;
let countRows: () => number;

async function save() {
  const response = await POST(
    new Request('http://localhost/api/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        testId: 'b5-120',
        lang: 'en',
        answers: ITEM_KEYS.map((item) => ({ questionID: item.id, choice: 4 })),
        timeElapsed: 300,
        gender: 'male',
        age: 40,
        twitterUsername: 'someone',
      }),
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; deleteToken: string };
}

beforeAll(async () => {
  saved = [await save(), await save(), await save()];
  db = new Database(join(dir, 'results.sqlite'), { readonly: true });
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM results');
  countRows = () => count.get()!.n;
});

afterAll(async () => {
  db.close();
  await getResults().close();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  expect(prototypeSnapshot()).toBe(prototypeBefore);
  expect(isPolluted()).toBe(false);
});

/** The route's context as Next gives it: the decoded path segment. */
const context = (id: string) => ({ params: Promise.resolve({ id }) });
const url = 'http://localhost/api/result/x';

async function expectCleanAnswer(response: Response, allowed: number[]) {
  expect(allowed).toContain(response.status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(stackTraceIn(text)).toBeUndefined();
  const body = JSON.parse(text) as { error?: { code: string; messageKey: string } };
  if (response.status >= 400) {
    expect(API_ERROR_CODES).toContain(body.error?.code);
    expect(body.error?.messageKey).toBe(body.error?.code);
  }
  return body;
}

const hex = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: length, maxLength: length })
    .map((chars) => chars.join(''));

/** Ids of every kind: hostile text, near misses of the format, unknown and known valid ids. */
const ids = () =>
  fc.oneof(
    hostileString(60),
    fc.constantFrom(...PROTOTYPE_KEYS, 'toString', '', ' ', '.', '..', '%00', '%2e%2e'),
    fc.integer({ min: 0, max: 40 }).chain(hex),
    hex(24).map((id) => ` ${id}`),
    hex(24).map((id) => `${id}\n`),
    hex(24).map((id) => `${id}\u0000`),
    hex(24),
    fc
      .constantFrom(...saved.map((s) => s.id))
      .chain((id) => fc.constantFrom(id, id.toUpperCase(), `${id}/`, `${id}?`, `${id}.json`)),
  );

const isIdFormat = (id: string) => /^[0-9a-f]{24}$/i.test(id);

describe('GET /api/result/{id} with hostile ids', () => {
  it('answers 400 to any malformed id, 404 or 200 to a well-formed one', async () => {
    await fc.assert(
      fc.asyncProperty(ids(), async (id) => {
        const response = await GET(new Request(url), context(id));
        const known = saved.some((s) => s.id === id.toLowerCase());
        const expected = !isIdFormat(id) ? 400 : known ? 200 : 404;
        const body = await expectCleanAnswer(response, [expected]);
        if (expected === 200) {
          expect(body).toMatchObject({ id: id.toLowerCase(), handle: 'someone' });
          expect(JSON.stringify(body)).not.toMatch(/delete|token|"age"/i);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('DELETE /api/result/{id} with hostile ids and tokens', () => {
  const authorization = () =>
    fc.oneof(
      fc.constant(undefined),
      fc
        .tuple(
          fc.constantFrom('Bearer ', 'bearer ', 'Bearer  ', 'Basic ', 'Bearer\t', '', 'Token '),
          fc.oneof(
            fc.string({ unit: fc.constantFrom(...'ABCxyz0189_-'), minLength: 0, maxLength: 140 }),
            fc.string({ unit: 'binary-ascii', maxLength: 60 }),
            fc.constantFrom(...saved.map((s) => s.deleteToken.slice(0, -1)), ...PROTOTYPE_KEYS),
          ),
        )
        .map(([scheme, token]) => `${scheme}${token}`.replace(/[\0\r\n]/g, '')),
    );

  it('never deletes without the right token, and answers 400, 401, 403 or 404', async () => {
    const rows = countRows();
    await fc.assert(
      fc.asyncProperty(ids(), authorization(), async (id, auth) => {
        const request = new Request(url, {
          method: 'DELETE',
          headers: auth === undefined ? {} : { authorization: auth },
        });
        const response = await DELETE(request, context(id));
        await expectCleanAnswer(response, [400, 401, 403, 404]);
        if (!isIdFormat(id)) expect(response.status).toBe(400);
      }),
      { numRuns: 3000 },
    );
    expect(countRows()).toBe(rows);
    for (const { id } of saved) {
      expect((await GET(new Request(url), context(id))).status).toBe(200);
    }
  });

  it("deletes with the result's own token only, once", async () => {
    const [first, second] = saved;
    const withToken = (id: string, token: string) =>
      DELETE(
        new Request(url, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }),
        context(id),
      );
    // Another result's token is refused.
    await expectCleanAnswer(await withToken(first!.id, second!.deleteToken), [403]);
    const rows = countRows();
    await expectCleanAnswer(await withToken(first!.id.toUpperCase(), first!.deleteToken), [200]);
    expect(countRows()).toBe(rows - 1);
    await expectCleanAnswer(await withToken(first!.id, first!.deleteToken), [404]);
    await expectCleanAnswer(await GET(new Request(url), context(first!.id)), [404]);
  });
});
