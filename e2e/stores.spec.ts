/**
 * The production build with each results store: crash durability (kill -9 right after saves are
 * acknowledged), PostgreSQL going away and coming back, and the remote store proxying to another
 * instance. Runs once (desktop project); each test starts its own servers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { startTcpProxy } from '../test/tcp-proxy';
import { answerAll, isMobile, message } from './helpers';
import { e2ePort, startApp, type AppServer } from './servers';

const items = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'inventory', 'generated', 'items.json'), 'utf8'),
) as { id: string }[];
const pgUrl = process.env.TEST_DATABASE_URL;

function payload(n: number) {
  return {
    testId: 'b5-120',
    lang: 'en',
    answers: items.map((item, i) => ({ questionID: item.id, choice: ((i + n) % 5) + 1 })),
    timeElapsed: 200 + n,
    gender: n % 2 ? 'female' : 'male',
    age: 20 + (n % 60),
  };
}

async function save(url: string, n: number, client = `10.0.${n >> 8}.${n & 255}`) {
  const response = await fetch(`${url}/api/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(payload(n)),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Fires `total` saves, 10 at a time, and crashes the server as soon as `crashAfter` of them are
 * acknowledged; returns what was acknowledged (id per payload number).
 */
async function saveThenCrash(server: AppServer, total: number, crashAfter: number) {
  const acknowledged = new Map<number, string>();
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      try {
        const { status, body } = await save(server.url, n);
        if (status === 201) {
          acknowledged.set(n, String(body.id));
          if (acknowledged.size === crashAfter) server.crash();
        }
      } catch {
        // the server is gone: this save was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return acknowledged;
}

async function expectAllReadable(url: string, acknowledged: Map<number, string>) {
  for (const [n, id] of acknowledged) {
    const response = await fetch(`${url}/api/result/${id}`);
    expect(response.status, `result ${id}`).toBe(200);
    const body = (await response.json()) as { timeElapsed: number };
    expect(body.timeElapsed).toBe(200 + n);
  }
}

test.describe('results stores in the production build', () => {
  test.skip(({ page }) => isMobile(page), 'server behaviour, checked once');
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);

  test('SQLite: no acknowledged save is lost to kill -9, and the file stays sound', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b5-crash-'));
    const env = { DATA_DIR: dir, SAVE_RATE_LIMIT: '0' };
    let server = await startApp(e2ePort(61), env);
    try {
      const acknowledged = await saveThenCrash(server, 200, 60);
      expect(acknowledged.size).toBeGreaterThanOrEqual(60);
      server = await startApp(e2ePort(61), env);
      await expectAllReadable(server.url, acknowledged);
      const db = new Database(path.join(dir, 'results.sqlite'), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('PostgreSQL: kill -9 loses nothing acknowledged; an outage gives 503s, then recovers without a restart', async () => {
    test.skip(!pgUrl, 'set TEST_DATABASE_URL (npm test does)');
    const target = new URL(pgUrl!);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(pgUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const env = { DATABASE_URL: viaProxy.toString(), SAVE_RATE_LIMIT: '0' };
    let server = await startApp(e2ePort(62), env);
    try {
      const acknowledged = await saveThenCrash(server, 200, 60);
      server = await startApp(e2ePort(62), env);
      await expectAllReadable(server.url, acknowledged);

      proxy.down();
      const during = await Promise.all(Array.from({ length: 8 }, (_, i) => save(server.url, i)));
      for (const { status, body } of during) {
        expect(status).toBe(503);
        expect(body).toMatchObject({ error: { code: 'storeUnavailable' } });
      }
      // An id this instance has not read yet: one it has is answered from the framework's cache
      // for up to RESULT_CACHE_SECONDS, database or not.
      const id = '0123456789abcdef01234567';
      expect((await fetch(`${server.url}/api/result/${id}`)).status).toBe(503);
      // The result page shows the site's error page (no stack trace) while the database is away.
      const page = await fetch(`${server.url}/result/${id}`);
      expect([500, 503]).toContain(page.status);
      expect(await page.text()).not.toMatch(/StoreUnavailableError|ECONNREFUSED|\bat \//);

      proxy.up();
      await expect(async () => expect((await save(server.url, 1)).status).toBe(201)).toPass({
        timeout: 15_000,
      });
      await expectAllReadable(server.url, acknowledged);
    } finally {
      await server.stop();
      await proxy.close();
    }
  });

  test('remote: RESULTS_API_URL proxies to another instance; a dead host gives a clean 502', async ({
    baseURL,
    page,
  }) => {
    const proxy = await startApp(e2ePort(63), { RESULTS_API_URL: baseURL!, SAVE_RATE_LIMIT: '0' });
    const dead = await startApp(e2ePort(64), { RESULTS_API_URL: 'http://127.0.0.1:9' });
    try {
      const { status, body } = await save(proxy.url, 7);
      expect(status).toBe(201);
      const id = String(body.id);
      // Stored by the other instance, readable through both.
      for (const url of [baseURL!, proxy.url]) {
        expect((await fetch(`${url}/api/result/${id}`)).status).toBe(200);
      }
      const resultPage = await fetch(`${proxy.url}/result/${id}`);
      expect(resultPage.status).toBe(200);
      const bad = await save(proxy.url, 8);
      expect(bad.status).toBe(201);
      const invalid = await fetch(`${proxy.url}/api/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...payload(1), age: 12 }),
      });
      expect(invalid.status).toBe(400);
      const removed = await fetch(`${proxy.url}/api/result/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${String(body.deleteToken)}` },
      });
      expect(removed.status).toBe(200);
      expect((await fetch(`${baseURL!}/api/result/${id}`)).status).toBe(404);

      const down = await save(dead.url, 9);
      expect(down.status).toBe(502);
      expect(down.body).toMatchObject({ error: { code: 'upstreamUnavailable' } });

      // A visitor on that instance is told why, and keeps every answer.
      await page.goto(`${dead.url}/test`);
      await page.locator('button[aria-pressed="true"][lang]').click();
      await page.getByRole('radio', { name: 'Male', exact: true }).check();
      await page.getByRole('spinbutton', { name: 'Age in years' }).fill('44');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Skip', exact: true }).click();
      await answerAll(page);
      await page.getByRole('button', { name: 'See my result' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: message('en', 'ApiErrors.upstreamUnavailable') }),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('progress-text')).toHaveText('100% answered');
    } finally {
      await proxy.stop();
      await dead.stop();
    }
  });
});
