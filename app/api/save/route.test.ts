/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ITEM_KEYS } from '@/inventory/items';
import { getResults } from '@/lib/results/server/service';
import { POST } from './route';

const dir = mkdtempSync(join(tmpdir(), 'b5-api-'));
// The store opens DATA_DIR on first use, after this line.
process.env.DATA_DIR = dir;
// A small limit, so the rate-limit test does not need many requests.
process.env.SAVE_RATE_LIMIT = '3';

afterAll(async () => {
  await getResults().close();
  rmSync(dir, { recursive: true, force: true });
});

const answers = ITEM_KEYS.map((item, i) => ({ questionID: item.id, choice: ((i * 3) % 5) + 1 }));
const payload = (extra: Record<string, unknown> = {}) => ({
  testId: 'b5-120',
  lang: 'ja',
  invalid: false,
  twitterUsername: '@my_handle',
  answers,
  timeElapsed: 480.4,
  dateStamp: Date.now(),
  gender: 'other',
  age: 27,
  ...extra,
});

let client = 0;
/** Every request comes from its own address unless a test says otherwise. */
function post(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost/api/save', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `192.0.2.${++client}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function errorOf(response: Response) {
  const body = (await response.json()) as {
    error: { code: string; messageKey: string; message: string };
  };
  return { status: response.status, ...body.error };
}

describe('POST /api/save', () => {
  it('stores a valid test and answers 201 with the id and a deletion token', async () => {
    const response = await post(payload());
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { id: string; deleteToken: string };
    expect(body.id).toMatch(/^[0-9a-f]{24}$/);
    const db = new Database(join(dir, 'results.sqlite'), { readonly: true });
    const stored = db.prepare('SELECT * FROM results WHERE id = ?').get(body.id);
    db.close();
    expect(stored).toMatchObject({
      lang: 'ja',
      gender: 'other',
      age: 27,
      handle: 'my_handle',
      time_elapsed: 480,
      answers: answers.map((a) => a.choice).join(''),
    });
  });

  it.each([
    ['not JSON', 'not json', 400, 'invalidJson'],
    ['an array', [], 400, 'invalidPayload'],
    ['an unknown language', payload({ lang: 'xx' }), 400, 'invalidLanguage'],
    ['age 15', payload({ age: 15 }), 400, 'invalidAge'],
    ['age as text', payload({ age: '30' }), 400, 'invalidAge'],
    ['an unknown gender', payload({ gender: 'robot' }), 400, 'invalidGender'],
    ['a handle with spaces', payload({ twitterUsername: 'two words' }), 400, 'invalidHandle'],
    ['a script as handle', payload({ twitterUsername: '<script>' }), 400, 'invalidHandle'],
    ['119 answers', payload({ answers: answers.slice(1) }), 400, 'incompleteAnswers'],
    [
      'a choice of 7',
      payload({ answers: [{ ...answers[0], choice: 7 }, ...answers.slice(1)] }),
      400,
      'invalidAnswers',
    ],
    ['a wrong test id', payload({ testId: 'other' }), 400, 'invalidPayload'],
    ['a negative time', payload({ timeElapsed: -1 }), 400, 'invalidPayload'],
  ])('refuses %s with a clear 4xx', async (_name, body, status, code) => {
    const error = await errorOf(await post(body));
    expect(error).toMatchObject({ status, code, messageKey: code });
    expect(error.message.length).toBeGreaterThan(5);
  });

  it('refuses other content types with 415 and oversized bodies with 413', async () => {
    expect((await post(payload(), { 'content-type': 'text/plain' })).status).toBe(415);
    const huge = JSON.stringify(payload({ twitterUsername: 'x'.repeat(100_000) }));
    expect((await post(huge)).status).toBe(413);
  });

  it('limits saves per client address with 429 and Retry-After, per address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(payload(), headers)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await post(payload(), headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await errorOf(refused)).code).toBe('rateLimited');
    // Another client, or the same one behind a proxy that appended its address, is not affected.
    expect((await post(payload(), { 'x-forwarded-for': '203.0.113.7, 198.51.100.2' })).status).toBe(
      201,
    );
  });

  it('counts no request refused for its content type', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < 10; i++)
      expect((await post(payload(), { ...headers, 'content-type': 'text/plain' })).status).toBe(
        415,
      );
    expect((await post(payload(), headers)).status).toBe(201);
  });

  it('accepts a missing or empty handle', async () => {
    expect((await post(payload({ twitterUsername: '' }))).status).toBe(201);
    const withoutHandle: Record<string, unknown> = payload();
    delete withoutHandle.twitterUsername;
    expect((await post(withoutHandle)).status).toBe(201);
  });
});
