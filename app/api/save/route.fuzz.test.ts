/** @jest-environment node */
/**
 * POST /api/save under thousands of hostile requests: arbitrary and polluting JSON, broken and
 * deeply nested bodies, invalid UTF-8, oversize bodies with honest or lying lengths, odd content
 * types and headers. Every answer is a 2xx or a 4xx with the API's JSON error shape and no stack
 * trace; a refused save stores nothing; an accepted one is stored exactly as sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { GENDERS, testInfo } from '@/inventory/info';
import { ITEM_KEYS } from '@/inventory/items';
import { QUESTIONNAIRE_LANGUAGES } from '@/inventory/languages';
import { API_ERROR_CODES } from '@/lib/results/save-schema';
import { getResults } from '@/lib/results/server/service';
import {
  PROTOTYPE_KEYS,
  deepJson,
  hostileString,
  hostileValue,
  isPolluted,
  pollutingJson,
  prototypeSnapshot,
  stackTraceIn,
} from '@/test/hostile';
import { GET } from '../result/[id]/route';
import { POST } from './route';

const dir = mkdtempSync(join(tmpdir(), 'b5-save-fuzz-'));
// The store opens DATA_DIR on first use, after these lines.
process.env.DATA_DIR = dir;
process.env.SAVE_RATE_LIMIT = '0';

const LIMIT = 64 * 1024;
const prototypeBefore = prototypeSnapshot();
let db: Database.Database;
let countRows: () => number;

const validPayload = () => ({
  testId: testInfo.shortId,
  lang: 'en',
  answers: ITEM_KEYS.map((item, i) => ({ questionID: item.id, choice: (i % 5) + 1 })),
  timeElapsed: 300,
  gender: 'female',
  age: 30,
});

beforeAll(async () => {
  // One save creates the database file, so rows can be counted from the start.
  expect((await send(JSON.stringify(validPayload()))).status).toBe(201);
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

function send(
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  // `duplex` lets the body be a stream (sent while it is read), as from a browser or a proxy.
  return POST(
    new Request('http://localhost/api/save', {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

/** Checks an answer's shape; returns its JSON body. */
async function expectCleanAnswer(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(stackTraceIn(text)).toBeUndefined();
  const body = JSON.parse(text) as Record<string, unknown>;
  if (response.status >= 400) {
    const error = body.error as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['error']);
    expect(API_ERROR_CODES).toContain(error.code);
    expect(error.messageKey).toBe(error.code);
    expect(typeof error.message).toBe('string');
    expect(String(error.message).length).toBeGreaterThan(5);
  }
  return body;
}

/** Sends a request; a refusal must leave the store as it was, an acceptance add exactly one row. */
async function expectStoredOnlyIfAccepted(body: BodyInit | null, headers?: Record<string, string>) {
  const before = countRows();
  const response = await send(body, headers);
  const answer = await expectCleanAnswer(response);
  expect(countRows()).toBe(before + (response.status === 201 ? 1 : 0));
  return { status: response.status, answer };
}

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/ld+json',
    'application/json-patch+json',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/html',
    'application/xml',
    'application/jsonp',
    'json',
    '',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).filter((t) => !/[\r\n]/.test(t)),
);

/** Header values must be byte strings; anything else cannot even be sent. */
const headerValue = fc
  .string({ unit: 'binary-ascii', maxLength: 60 })
  .map((text) => text.replace(/[\0\r\n]/g, '').trim());

/** A valid payload with one field replaced, removed or given a hostile neighbour. */
const mutatedPayload = fc
  .tuple(
    fc.constantFrom(
      'testId',
      'lang',
      'answers',
      'timeElapsed',
      'gender',
      'age',
      'invalid',
      'twitterUsername',
      'dateStamp',
      ...PROTOTYPE_KEYS,
    ),
    fc.option(hostileValue(), { nil: undefined }),
  )
  .map(([key, value]) => {
    const payload: Record<string, unknown> = validPayload();
    if (value === undefined) delete payload[key];
    else Object.defineProperty(payload, key, { value, enumerable: true });
    return JSON.stringify(payload);
  });

/** One answer of a valid payload broken (or a hostile key added to it). */
const brokenAnswer = fc
  .tuple(
    fc.nat({ max: ITEM_KEYS.length - 1 }),
    fc.constantFrom('questionID', 'choice', ...PROTOTYPE_KEYS),
    hostileValue(2),
  )
  .map(([index, key, value]) => {
    const payload = validPayload();
    const answers: unknown[] = payload.answers;
    const answer: Record<string, unknown> = { ...payload.answers[index]! };
    Object.defineProperty(answer, key, { value, enumerable: true });
    answers[index] = answer;
    return JSON.stringify(payload);
  });

const bodies = fc.oneof(
  hostileString(200),
  hostileValue().map((value) => JSON.stringify(value) ?? 'undefined'),
  pollutingJson(),
  mutatedPayload,
  brokenAnswer,
  fc
    .tuple(
      fc.integer({ min: 1, max: 30_000 }),
      fc.constantFrom('array' as const, 'object' as const),
    )
    .map(([depth, kind]) => deepJson(depth, kind)),
  // A valid payload cut short at any point.
  fc.nat({ max: 4000 }).map((n) => JSON.stringify(validPayload()).slice(0, n)),
);

describe('POST /api/save with hostile bodies', () => {
  it('answers 2xx or a clean 4xx to any JSON body, storing only what it accepts', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const { status } = await expectStoredOnlyIfAccepted(body);
        statuses.add(status);
        // Only well-formed payloads can pass: arbitrary text never does.
        if (status === 201) expect(() => JSON.parse(body) as unknown).not.toThrow();
      }),
      { numRuns: 2500 },
    );
    // The generators reach both sides: payloads with harmless extra keys are saved.
    expect(statuses).toContain(201);
    expect(statuses).toContain(400);
  });

  it('refuses anything but JSON by content type, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        contentType,
        fc.oneof(bodies, fc.constant(JSON.stringify(validPayload()))),
        async (type, body) => {
          const { status } = await expectStoredOnlyIfAccepted(body, { 'content-type': type });
          const json = /^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim());
          if (!json) expect(status).toBe(415);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads bodies that are not UTF-8 or not text at all without failing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        const { status } = await expectStoredOnlyIfAccepted(bytes);
        expect(status).toBe(400);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses bodies over the limit with 413, whatever length the request declares', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: LIMIT + 1, max: 2 * 1024 * 1024 }),
        fc.constantFrom('declared', 'undeclared', 'understated', 'garbage'),
        async (size, declaration) => {
          const body = `{"pad":"${'x'.repeat(size)}"}`;
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (declaration === 'declared') headers['content-length'] = String(body.length);
          if (declaration === 'understated') headers['content-length'] = '10';
          if (declaration === 'garbage') headers['content-length'] = '-1, abc';
          const { status, answer } = await expectStoredOnlyIfAccepted(body, headers);
          expect(status).toBe(413);
          expect((answer.error as { code: string }).code).toBe('payloadTooLarge');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses at once a declared length over the limit, however short the body', async () => {
    const { status } = await expectStoredOnlyIfAccepted(JSON.stringify(validPayload()), {
      'content-type': 'application/json',
      'content-length': String(10 * 1024 * 1024),
    });
    expect(status).toBe(413);
  });

  it('answers a body streamed in odd chunks like the same body sent at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(bodies, fc.constant(JSON.stringify(validPayload()))),
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 20 }),
        async (body, cuts) => {
          const bytes = new TextEncoder().encode(body);
          let offset = 0;
          const stream = new ReadableStream<Uint8Array>({
            pull(controller) {
              if (offset >= bytes.length) return controller.close();
              const size = cuts[offset % cuts.length] ?? 1;
              controller.enqueue(bytes.subarray(offset, offset + size));
              offset += size;
            },
          });
          const before = countRows();
          const response = await send(stream);
          await expectCleanAnswer(response);
          const whole = await send(body);
          expect(response.status).toBe(whole.status);
          expect(countRows()).toBe(before + (response.status === 201 ? 2 : 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a body the client stops sending halfway, storing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 7000 }), async (cut) => {
        const bytes = new TextEncoder().encode(JSON.stringify(validPayload())).subarray(0, cut);
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes);
            controller.error(new Error('aborted'));
          },
        });
        const before = countRows();
        const response = await send(stream);
        await expectCleanAnswer(response);
        expect(response.status).toBe(400);
        expect(countRows()).toBe(before);
      }),
      { numRuns: 200 },
    );
  });

  it('ignores odd headers: the answer depends on the body only', async () => {
    const header = fc.tuple(
      fc.constantFrom(
        'x-forwarded-for',
        'accept-language',
        'cookie',
        'authorization',
        'origin',
        'referer',
        'accept',
        'x-forwarded-host',
        'transfer-encoding',
      ),
      headerValue,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(header, { maxLength: 6 }),
        fc.oneof(bodies, fc.constant(JSON.stringify(validPayload()))),
        async (extra, body) => {
          const headers: Record<string, string> = Object.fromEntries(extra);
          headers['content-type'] = 'application/json';
          const { status } = await expectStoredOnlyIfAccepted(body, headers);
          expect(status).toBe((await send(body)).status);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers 400 to an empty body and to no body at all', async () => {
    expect((await expectStoredOnlyIfAccepted('')).status).toBe(400);
    expect((await expectStoredOnlyIfAccepted(null)).status).toBe(400);
  });
});

describe('POST /api/save with valid payloads', () => {
  const languages = QUESTIONNAIRE_LANGUAGES.map((l) => l.id);
  const handle = fc
    .tuple(
      fc.constantFrom('', ' ', '@', ' @'),
      fc.stringMatching(/^[A-Za-z0-9_.]{1,30}$/),
      fc.constantFrom('', ' ', '  '),
    )
    .map(([before, name, after]) => `${before}${name}${after}`);
  const payload = fc.record(
    {
      testId: fc.constantFrom(testInfo.id, testInfo.shortId),
      lang: fc.constantFrom(...languages),
      invalid: fc.boolean(),
      twitterUsername: fc.oneof(handle, fc.constant(''), fc.constant(null)),
      choices: fc.array(fc.integer({ min: 1, max: 5 }), {
        minLength: ITEM_KEYS.length,
        maxLength: ITEM_KEYS.length,
      }),
      order: fc.shuffledSubarray([...ITEM_KEYS.keys()], {
        minLength: ITEM_KEYS.length,
        maxLength: ITEM_KEYS.length,
      }),
      timeElapsed: fc.double({ min: 0, max: 7 * 24 * 3600, noNaN: true }),
      dateStamp: fc.double({ noNaN: true, noDefaultInfinity: true }),
      gender: fc.constantFrom(...GENDERS),
      age: fc.integer({ min: 16, max: 120 }),
    },
    { requiredKeys: ['testId', 'lang', 'choices', 'order', 'timeElapsed', 'gender', 'age'] },
  );

  it('stores each exactly as sent and serves it back, whatever the order of the answers', async () => {
    await fc.assert(
      fc.asyncProperty(payload, async ({ choices, order, ...fields }) => {
        const answers = order.map((i) => ({ questionID: ITEM_KEYS[i]!.id, choice: choices[i] }));
        const before = countRows();
        const response = await send(JSON.stringify({ ...fields, answers }));
        const body = (await expectCleanAnswer(response)) as { id: string; deleteToken: string };
        expect(response.status).toBe(201);
        expect(countRows()).toBe(before + 1);
        expect(body.id).toMatch(/^[0-9a-f]{24}$/);
        expect(body.deleteToken).toMatch(/^[A-Za-z0-9_-]{16,128}$/);

        const row = db.prepare('SELECT * FROM results WHERE id = ?').get(body.id);
        const handle = fields.twitterUsername
          ? fields.twitterUsername.trim().replace(/^@/, '')
          : null;
        expect(row).toMatchObject({
          test_id: testInfo.id,
          lang: fields.lang,
          answers: choices.join(''),
          gender: fields.gender,
          age: fields.age,
          handle,
          invalid: fields.invalid ? 1 : 0,
          time_elapsed: Math.round(fields.timeElapsed),
        });
        expect(JSON.stringify(row)).not.toContain(body.deleteToken);

        const served = await GET(new Request(`http://localhost/api/result/${body.id}`), {
          params: Promise.resolve({ id: body.id }),
        });
        expect(served.status).toBe(200);
        expect(await served.json()).toMatchObject({
          id: body.id,
          lang: fields.lang,
          handle,
          invalid: fields.invalid ?? false,
          timeElapsed: Math.round(fields.timeElapsed),
        });
      }),
      { numRuns: 300 },
    );
  });
});
