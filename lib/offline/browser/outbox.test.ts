/** @jest-environment node */
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import path from 'node:path';
import { openDB } from 'idb';
import type { SavePayload } from '../../results/save-schema';
import { flushOutbox, listQueued, queueSave, settleQueued } from './outbox';

const items = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../inventory/generated/items.json'), 'utf8'),
) as { id: string }[];

const payload: SavePayload = {
  testId: 'b5-120',
  lang: 'de',
  invalid: false,
  answers: items.map((item, i) => ({ questionID: item.id, choice: (i % 5) + 1 })),
  timeElapsed: 612,
  dateStamp: 1_700_000_000_000,
  gender: 'female',
  age: 33,
};

const SAVED = { id: 'a'.repeat(24), deleteToken: 'token-'.repeat(4) };

function answer(status: number, body: unknown): typeof fetch {
  return jest.fn(async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
}

const apiError = (messageKey: string) => ({
  error: { code: messageKey, message: 'x', messageKey },
});

async function clear() {
  await settleQueued(['pending', 'saved', 'failed'], () => undefined);
}

beforeEach(clear);

describe('the outbox', () => {
  it('keeps a queued test, oldest first, with its page locale', async () => {
    await queueSave(payload, 'de', 2000);
    await queueSave({ ...payload, age: 44 }, 'ar', 1000);
    const queued = await listQueued();
    expect(queued.map((q) => [q.locale, q.payload.age, q.state])).toEqual([
      ['ar', 44, 'pending'],
      ['de', 33, 'pending'],
    ]);
    expect(queued[0]!.key).toMatch(/^[0-9a-f]{24}$/);
  });

  it('sends waiting tests exactly as the page would, and keeps the id and key once saved', async () => {
    await queueSave(payload, 'de');
    const fetchImpl = answer(201, SAVED);
    expect(await flushOutbox(fetchImpl)).toEqual({ pending: 0, saved: 1, failed: 0 });
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/save');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(payload);
    expect((await listQueued())[0]).toMatchObject({ state: 'saved', result: SAVED });
    // A saved test is not sent again.
    const again = answer(201, SAVED);
    await flushOutbox(again);
    expect(again).not.toHaveBeenCalled();
  });

  it.each([
    ['offline', (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch],
    ['the store is down', answer(503, apiError('storeUnavailable'))],
    ['rate-limited', answer(429, apiError('rateLimited'))],
  ])('keeps a test waiting when %s, counting the attempts', async (_case, fetchImpl) => {
    await queueSave(payload, 'de');
    expect(await flushOutbox(fetchImpl)).toEqual({ pending: 1, saved: 0, failed: 0 });
    await flushOutbox(fetchImpl);
    expect((await listQueued())[0]).toMatchObject({ state: 'pending', attempts: 2 });
  });

  it('marks a test the server refuses for good as failed, with the reason', async () => {
    await queueSave(payload, 'de');
    expect(await flushOutbox(answer(400, apiError('incompleteAnswers')))).toEqual({
      pending: 0,
      saved: 0,
      failed: 1,
    });
    expect((await listQueued())[0]).toMatchObject({ state: 'failed', error: 'incompleteAnswers' });
  });

  it('hands finished tests over before removing them, so a crash in between loses nothing', async () => {
    await queueSave(payload, 'de');
    await flushOutbox(answer(201, SAVED));
    await expect(
      settleQueued(['saved'], () => {
        throw new Error('tab closed');
      }),
    ).rejects.toThrow('tab closed');
    expect(await listQueued()).toHaveLength(1);
    const handled: string[] = [];
    const settled = await settleQueued(['saved'], (record) => {
      handled.push(record.result!.id);
    });
    expect(handled).toEqual([SAVED.id]);
    expect(settled).toHaveLength(1);
    expect(await listQueued()).toEqual([]);
  });

  it('keeps the comparison a test was taken for until it is saved, and checks it', async () => {
    const compare = { id: 'c'.repeat(24), name: 'Anna', other: 'Anna', me: 'Moi' };
    const record = await queueSave(payload, 'fr', 1000, compare);
    await flushOutbox(answer(201, SAVED));
    expect(await listQueued()).toEqual([
      expect.objectContaining({ state: 'saved', result: SAVED, compare }),
    ]);
    const db = await openDB('b5-outbox', 1);
    await db.put('saves', { ...record!, key: 'tampered', compare: { ...compare, me: 'ANNA' } });
    db.close();
    expect((await listQueued()).map((q) => q.key)).toEqual([record!.key]);
  });

  it('drops records that are not a valid queued test', async () => {
    await queueSave(payload, 'de');
    const db = await openDB('b5-outbox', 1);
    await db.put('saves', { key: 'broken', payload: { ...payload, age: 3 }, locale: 'de' });
    await db.put('saves', { key: 'proto', __proto__: { state: 'saved' } });
    db.close();
    expect((await listQueued()).map((q) => q.locale)).toEqual(['de']);
    const left = await (await openDB('b5-outbox', 1)).getAllKeys('saves');
    expect(left).toHaveLength(1);
  });
});
