/**
 * The privacy page's bound on another instance: with PostgreSQL, a result deleted through one
 * instance is gone from the kept pages of another within RESULT_CACHE_SECONDS (the framework keeps
 * no page for less than five minutes, so this test takes that long; it runs in the thorough stage).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { isMobile } from './helpers';
import { e2ePort, startApp } from './servers';
import { RESULT_CACHE_SECONDS } from '../lib/results/cache';

test('with PostgreSQL, a result deleted on one instance is gone from the others within the bound', async ({
  page,
}) => {
  test.skip(isMobile(page), 'no page involved');
  const databaseUrl = process.env.TEST_DATABASE_URL;
  test.skip(!databaseUrl, 'needs TEST_DATABASE_URL');
  test.setTimeout((RESULT_CACHE_SECONDS + 60) * 1000);
  const env = { DATABASE_URL: databaseUrl!, SAVE_RATE_LIMIT: '0' };
  const [a, b] = await Promise.all([startApp(e2ePort(65), env), startApp(e2ePort(66), env)]);
  try {
    const items = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', 'inventory', 'generated', 'items.json'), 'utf8'),
    ) as { id: string }[];
    const saved = await fetch(`${a.url}/api/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        testId: 'b5-120',
        lang: 'en',
        answers: items.map((item, i) => ({ questionID: item.id, choice: (i % 5) + 1 })),
        timeElapsed: 300,
        gender: 'male',
        age: 40,
      }),
    });
    const { id, deleteToken } = (await saved.json()) as { id: string; deleteToken: string };
    // Instance a keeps the page (the second view is answered from its cache).
    await fetch(`${a.url}/fr/result/${id}`);
    const kept = await fetch(`${a.url}/fr/result/${id}`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('x-nextjs-cache')).toBe('HIT');
    const deletedAt = Date.now();
    const deleted = await fetch(`${b.url}/api/result/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.ok).toBe(true);
    expect((await fetch(`${b.url}/fr/result/${id}`)).status).toBe(404);
    await expect
      .poll(async () => (await fetch(`${a.url}/fr/result/${id}`)).status, {
        timeout: (RESULT_CACHE_SECONDS + 5) * 1000,
        intervals: [2000],
      })
      .toBe(404);
    expect(Date.now() - deletedAt).toBeLessThanOrEqual((RESULT_CACHE_SECONDS + 5) * 1000);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});
