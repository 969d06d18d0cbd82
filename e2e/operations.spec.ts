/**
 * Running it in production (issue 23), against the production build with servers of this test's
 * own (ports E2E_PORT + 310-329, loopback only):
 * - health and readiness probes, with the store up, hanging, unreachable and read-only;
 * - the startup log, the request log and a bad setting that stops the start;
 * - `npm run store:copy` of 10 000 results SQLite -> PostgreSQL -> SQLite, with the same API
 *   answers and pages on every store and the original deletion tokens working on the copies;
 * - graceful shutdown (SIGTERM) under a load of saves, and its stated time limit.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { ITEM_KEYS } from '../inventory/items';
import { createPgInstance, findPgBin, type PgInstance } from './pg-instance';
import { e2ePort, startApp, type AppServer } from './servers';

const PORTS = {
  logs: e2ePort(310),
  badConfig: e2ePort(311),
  hangingPg: e2ePort(312),
  noRemote: e2ePort(313),
  readOnly: e2ePort(314),
  copySqlite: e2ePort(315),
  copyPg: e2ePort(316),
  copyBack: e2ePort(317),
  shutdown: e2ePort(318),
  stalled: e2ePort(319),
};
const root = path.join(__dirname, '..');

type Line = Record<string, unknown> & { level: string; event: string };

/** The server's JSON log lines (Next.js's own banner lines are not JSON and are left out). */
function logLines(server: AppServer): Line[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);
}

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `b5-ops-${name}-`));

function saveBody(handle = 'ops_tester') {
  return JSON.stringify({
    testId: 'b5-120',
    lang: 'en',
    invalid: false,
    twitterUsername: handle,
    answers: ITEM_KEYS.map((item, i) => ({ questionID: item.id, choice: (i % 5) + 1 })),
    timeElapsed: 400,
    dateStamp: Date.now(),
    gender: 'male',
    age: 33,
  });
}

test.describe('operations', () => {
  test.skip(({ isMobile }) => isMobile, 'server behaviour, checked once');
  test.describe.configure({ mode: 'default' });

  test('liveness and readiness on the running site, answered per request, never cached', async ({
    request,
  }) => {
    for (let i = 0; i < 3; i++) {
      const live = await request.get('/api/health');
      expect(live.status()).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok', version: expect.any(String) });
      expect(live.headers()['cache-control']).toBe('no-store');
      expect(live.headers()['x-request-id']).toMatch(/^[\w.:-]+$/);
      const ready = await request.get('/api/health/ready');
      expect(ready.status()).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ok', store: 'sqlite' });
      expect(ready.headers()['cache-control']).toBe('no-store');
    }
    // HEAD, as some balancers probe.
    expect((await request.head('/api/health')).status()).toBe(200);
  });

  test('startup log, request log, and an empty DATABASE_URL that no longer breaks saves', async ({
    request,
  }) => {
    const dir = tmp('logs');
    const server = await startApp(PORTS.logs, {
      DATA_DIR: dir,
      DATABASE_URL: '',
      SITE_URL: '',
      SAVE_RATE_LIMIT: '7',
    });
    try {
      const saved = await request.post(`${server.url}/api/save`, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' },
        data: saveBody('secret_handle'),
      });
      expect(saved.status()).toBe(201);
      const { id, deleteToken } = (await saved.json()) as { id: string; deleteToken: string };
      expect((await request.get(`${server.url}/api/result/${id}`)).status()).toBe(200);
      expect((await request.get(`${server.url}/api/health`)).status()).toBe(200);

      await expect.poll(() => logLines(server).filter((l) => l.event === 'request').length).toBe(2);
      const lines = logLines(server);
      expect(lines.find((l) => l.event === 'start')).toMatchObject({
        level: 'info',
        store: 'sqlite',
        file: path.join(dir, 'results.sqlite'),
        siteUrl: 'http://localhost:3000',
        settings: { SAVE_RATE_LIMIT: 7, DATA_DIR: dir },
        version: expect.any(String),
      });
      // A production server without SITE_URL says so.
      expect(lines.find((l) => l.event === 'site-url-unset')).toMatchObject({ level: 'warn' });
      const requests = lines.filter((l) => l.event === 'request');
      expect(requests.map((l) => [l.route, l.method, l.status])).toEqual([
        ['/api/save', 'POST', 201],
        ['/api/result/[id]', 'GET', 200],
      ]);
      for (const line of requests) {
        expect(line.requestId).toEqual(expect.any(String));
        expect(line.durationMs).toEqual(expect.any(Number));
      }
      // The health probe's 200 is not logged; nothing personal is.
      const text = JSON.stringify(lines);
      for (const secret of [id, deleteToken, 'secret_handle', '198.51.100.23', '12345'])
        expect(text).not.toContain(secret);
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a bad setting stops the start with a message naming it', async () => {
    const started = startApp(PORTS.badConfig, { TRUST_PROXY: 'lots', DATABASE_URL: 'mysql://x' });
    await expect(started).rejects.toThrow(/TRUST_PROXY/);
    await expect(started).rejects.toThrow(/DATABASE_URL: must start with postgres/);
  });

  test('readiness fails fast with Retry-After when the store cannot answer; liveness does not', async ({
    request,
  }) => {
    // A "database" that accepts connections and never answers, an API host nobody listens for,
    // and a SQLite file that cannot be written (immutable, so that even root cannot write it).
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;
    const unused = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const readOnlyDir = tmp('readonly');
    const file = path.join(readOnlyDir, 'results.sqlite');
    new Database(file).close();
    let immutable = false;
    try {
      execFileSync('chattr', ['+i', file], { stdio: 'ignore' });
      immutable = true;
    } catch {
      console.log('[ops] chattr +i is not available here: the read-only SQLite case is skipped');
    }
    const servers: AppServer[] = [];
    try {
      const cases: { name: string; port: number; env: Record<string, string> }[] = [
        {
          name: 'PostgreSQL that never answers',
          port: PORTS.hangingPg,
          env: { DATABASE_URL: `postgres://u:p@127.0.0.1:${silentPort}/db` },
        },
        {
          name: 'unreachable API host',
          port: PORTS.noRemote,
          env: { RESULTS_API_URL: `http://127.0.0.1:${unused}` },
        },
        ...(immutable
          ? [
              {
                name: 'read-only SQLite file',
                port: PORTS.readOnly,
                env: { DATA_DIR: readOnlyDir },
              },
            ]
          : []),
      ];
      servers.push(...(await Promise.all(cases.map((c) => startApp(c.port, c.env)))));
      for (const [i, server] of servers.entries()) {
        const started = performance.now();
        const ready = await request.get(`${server.url}/api/health/ready`);
        const ms = performance.now() - started;
        expect(ready.status(), cases[i]!.name).toBe(503);
        expect(ready.headers()['retry-after']).toBe('5');
        expect(ready.headers()['cache-control']).toBe('no-store');
        expect(await ready.json()).toMatchObject({ status: 'unavailable' });
        expect(ms, `${cases[i]!.name}: answered within the 1 s bound`).toBeLessThan(2500);
        expect((await request.get(`${server.url}/api/health`)).status()).toBe(200);
        await expect
          .poll(() => logLines(server).filter((l) => l.event === 'request').length)
          .toBe(1);
        const lines = logLines(server).filter((l) => l.event === 'request');
        expect(lines[0]).toMatchObject({ level: 'warn', route: '/api/health/ready', status: 503 });
        expect(logLines(server).filter((l) => l.level === 'error')).toEqual([]);
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      silent.close();
      if (immutable) execFileSync('chattr', ['-i', file]);
      fs.rmSync(readOnlyDir, { recursive: true, force: true });
    }
  });
});

/** N results written straight into a SQLite store, with the deletion tokens kept for the test. */
function seedSqlite(file: string, count: number): Map<string, string> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE results (
     id TEXT PRIMARY KEY, test_id TEXT NOT NULL, lang TEXT NOT NULL, answers TEXT NOT NULL,
     gender TEXT NOT NULL, age INTEGER NOT NULL, handle TEXT, invalid INTEGER NOT NULL DEFAULT 0,
     time_elapsed INTEGER NOT NULL, created_at INTEGER NOT NULL, delete_token_hash TEXT NOT NULL
   ) STRICT`);
  db.pragma('user_version = 1');
  const insert = db.prepare('INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const tokens = new Map<string, string>();
  const langs = ['en', 'de', 'ja', 'ar', 'pt-br', 'zh-cn'];
  const genders = ['female', 'male', 'other', 'unspecified'];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = randomBytes(12).toString('hex');
      const token = randomBytes(32).toString('base64url');
      tokens.set(id, token);
      const answers = ITEM_KEYS.map(() => 1 + Math.floor(Math.random() * 5)).join('');
      insert.run(
        id,
        'johnson-120-ipip-neo-pi-r',
        langs[i % langs.length]!,
        answers,
        genders[i % genders.length]!,
        16 + (i % 90),
        i % 3 === 0 ? null : `handle_${i}`,
        i % 11 === 0 ? 1 : 0,
        (i * 37) % 5000,
        Date.UTC(2025, 0, 1) + i * 60_123,
        createHash('sha256').update(token).digest('hex'),
      );
    }
  })();
  db.close();
  return tokens;
}

function storeTool(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string; ms: number }>((resolve) => {
    const started = performance.now();
    execFile(
      'npm',
      ['run', '-s', ...args],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number((error as { code?: number }).code ?? 1) : 0,
          stdout,
          stderr,
          ms: performance.now() - started,
        }),
    );
  });
}

/** The visible text of a result page (the parts that vary per request, like nonces, are not text). */
async function pageText(page: import('@playwright/test').Page, url: string) {
  await page.goto(url);
  return page.locator('main').innerText();
}

test.describe('moving the results', () => {
  test.skip(({ isMobile }) => isMobile, 'server behaviour, checked once');
  test.setTimeout(180_000);

  test('store:copy of 10 000 results SQLite -> PostgreSQL -> SQLite: same answers, same pages, tokens work', async ({
    page,
    request,
  }) => {
    const bin = findPgBin();
    test.skip(!bin, 'needs PostgreSQL server programs (initdb, pg_ctl; PG_BIN)');
    const COUNT = 10_000;
    const first = tmp('copy-a');
    const back = tmp('copy-b');
    const tokens = seedSqlite(path.join(first, 'results.sqlite'), COUNT);
    const pg: PgInstance = await createPgInstance(bin!);
    const servers: AppServer[] = [];
    try {
      const to = await storeTool(['store:copy', '--', '--to', pg.url], { DATA_DIR: first });
      expect(to.code, to.stderr).toBe(0);
      expect(to.stdout).toContain(`Copied ${COUNT} results from SQLite`);
      expect(to.stdout).toContain(
        `${COUNT} new, 0 already there. The source holds ${COUNT}, the target ${COUNT}.`,
      );
      expect(to.stdout).not.toContain('load-test-password');
      // Not a terminal here: plain progress lines, the last at 100 %.
      expect(to.stderr.trim().split('\n').at(-1)).toBe(
        `${COUNT} of ${COUNT} results copied (100%)`,
      );
      const again = await storeTool(['store:copy', '--', '--to', pg.url], { DATA_DIR: first });
      expect(again.stdout).toContain(`0 new, ${COUNT} already there`);
      console.log(
        `[ops] store:copy of ${COUNT} results to PostgreSQL: ${(to.ms / 1000).toFixed(1)} s ` +
          `(again, nothing new: ${(again.ms / 1000).toFixed(1)} s)`,
      );

      const onSqlite = await startApp(PORTS.copySqlite, { DATA_DIR: first, SAVE_RATE_LIMIT: '0' });
      servers.push(onSqlite);
      const onPg = await startApp(PORTS.copyPg, { DATABASE_URL: pg.url, SAVE_RATE_LIMIT: '0' });
      servers.push(onPg);
      const ids = [...tokens.keys()];
      const sample = Array.from({ length: 40 }, (_, i) => ids[Math.floor((i * COUNT) / 40)]!);
      for (const id of sample) {
        const [a, b] = await Promise.all(
          [onSqlite, onPg].map(async (s) =>
            (await request.get(`${s.url}/api/result/${id}`)).json(),
          ),
        );
        expect(b).toEqual(a);
        expect(a).toMatchObject({ id });
      }
      for (const id of sample.slice(0, 3))
        expect(await pageText(page, `${onPg.url}/result/${id}`)).toBe(
          await pageText(page, `${onSqlite.url}/result/${id}`),
        );
      // The original deletion token works on the copy.
      const [gone, kept] = [sample[5]!, sample[6]!];
      const wrong = await request.delete(`${onPg.url}/api/result/${gone}`, {
        headers: { authorization: `Bearer ${tokens.get(kept)}` },
      });
      expect(wrong.status()).toBe(403);
      const deleted = await request.delete(`${onPg.url}/api/result/${gone}`, {
        headers: { authorization: `Bearer ${tokens.get(gone)}` },
      });
      expect(deleted.status()).toBe(200);
      expect((await request.get(`${onPg.url}/api/result/${gone}`)).status()).toBe(404);

      // And back, as an operator leaving a hosted database would.
      const from = await storeTool(['store:copy', '--', '--from', pg.url], { DATA_DIR: back });
      expect(from.code, from.stderr).toBe(0);
      expect(from.stdout).toContain(
        `Copied ${COUNT - 1} results from PostgreSQL (postgres://bigfive_load:***@`,
      );
      expect(from.stdout).toContain(`${COUNT - 1} new, 0 already there.`);
      console.log(
        `[ops] store:copy of ${COUNT - 1} results back to SQLite: ${(from.ms / 1000).toFixed(1)} s`,
      );
      const onBack = await startApp(PORTS.copyBack, { DATA_DIR: back, SAVE_RATE_LIMIT: '0' });
      servers.push(onBack);
      for (const id of sample) {
        const a = await request.get(`${onPg.url}/api/result/${id}`);
        const b = await request.get(`${onBack.url}/api/result/${id}`);
        expect(b.status()).toBe(a.status());
        expect(await b.json()).toEqual(await a.json());
      }
      expect(await pageText(page, `${onBack.url}/result/${kept}`)).toBe(
        await pageText(page, `${onPg.url}/result/${kept}`),
      );
      const deletedBack = await request.delete(`${onBack.url}/api/result/${kept}`, {
        headers: { authorization: `Bearer ${tokens.get(kept)}` },
      });
      expect(deletedBack.status()).toBe(200);

      // The PostgreSQL instance shuts down cleanly too: SIGTERM, its pool closed, exit 143.
      onPg.signal('SIGTERM');
      expect(await onPg.exited).toBe(143);
      expect(logLines(onPg).find((l) => l.event === 'stopped')).toMatchObject({
        closed: ['results store'],
        cutRequests: false,
      });
      expect(logLines(onPg).find((l) => l.event === 'start')).toMatchObject({
        store: 'postgresql',
        url: expect.stringContaining('bigfive_load:***@127.0.0.1'),
      });
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await pg.destroy();
      fs.rmSync(first, { recursive: true, force: true });
      fs.rmSync(back, { recursive: true, force: true });
    }
  });
});

interface Outcome {
  kind: 'answered' | 'refused';
  status?: number;
  id?: string;
  error?: string;
}

/** Reads a save's answer to its end: its status and, when stored, the new id. */
function answered(response: http.IncomingMessage, resolve: (outcome: Outcome) => void) {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () =>
    resolve({
      kind: 'answered',
      status: response.statusCode,
      id: response.statusCode === 201 ? (JSON.parse(text) as { id: string }).id : undefined,
    }),
  );
}

/** One save on `agent`: an HTTP answer, or a connection-level refusal (nothing was answered). */
function post(url: string, agent: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/save`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        answered(response, resolve);
        response.on('error', (error) => resolve({ kind: 'refused', error: error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'refused', error: error.code ?? error.message }),
    );
    request.end(saveBody());
  });
}

/**
 * A save whose body arrives in two halves, the second when `finish` is called. `started` resolves
 * once the server has taken the request (its `100 Continue`), so it is surely in flight.
 */
function slowSave(url: string) {
  const body = Buffer.from(saveBody('slow_one'));
  let finish!: () => void;
  let started!: () => void;
  const taken = new Promise<void>((resolve) => (started = resolve));
  const answer = new Promise<Outcome>((resolve) => {
    const request = http.request(
      `${url}/api/save`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          expect: '100-continue',
        },
      },
      (response) => answered(response, resolve),
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      started();
      resolve({ kind: 'refused', error: error.code ?? error.message });
    });
    request.on('continue', () => {
      request.write(body.subarray(0, 100));
      started();
    });
    request.flushHeaders();
    finish = () => request.end(body.subarray(100));
  });
  return { answer, taken, finish: () => finish() };
}

test.describe('graceful shutdown', () => {
  test.skip(({ isMobile }) => isMobile, 'server behaviour, checked once');
  test.describe.configure({ mode: 'default' });
  test.setTimeout(90_000);

  test('SIGTERM under a load of saves: every acknowledged save kept, nothing half-done', async () => {
    const dir = tmp('shutdown');
    const server = await startApp(PORTS.shutdown, {
      DATA_DIR: dir,
      SAVE_RATE_LIMIT: '0',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    });
    try {
      const outcomes: Outcome[] = [];
      let stopAt = Infinity;
      const clients = Array.from({ length: 20 }, async (_, client) => {
        // Half the clients keep their connection open between saves, as browsers do.
        const agent = new http.Agent({ keepAlive: client % 2 === 0, maxSockets: 1 });
        try {
          while (performance.now() < stopAt) {
            const outcome = await post(server.url, agent);
            outcomes.push(outcome);
            if (outcome.kind === 'refused') await new Promise((r) => setTimeout(r, 20));
          }
        } finally {
          agent.destroy();
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // A save in flight when the signal comes: half its body before, half after.
      const slow = slowSave(server.url);
      await slow.taken;
      const signalled = performance.now();
      server.signal('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      slow.finish();
      const code = await server.exited;
      const exitMs = performance.now() - signalled;
      // Clients go on for a moment against the stopped server: refused at the connection.
      stopAt = performance.now() + 500;
      await Promise.all(clients);
      const slowOutcome = await slow.answer;

      const answered = outcomes.filter((o) => o.kind === 'answered');
      const refused = outcomes.filter((o) => o.kind === 'refused');
      const acknowledged = new Set(answered.filter((o) => o.status === 201).map((o) => o.id!));
      console.log(
        `[ops] shutdown under load: ${acknowledged.size} saves acknowledged, ${refused.length} ` +
          `refused at the connection (${[...new Set(refused.map((o) => o.error))].join(', ')}), ` +
          `exit ${code} ${exitMs.toFixed(0)} ms after SIGTERM`,
      );
      expect(code).toBe(143);
      expect(answered.filter((o) => o.status !== 201)).toEqual([]);
      for (const outcome of refused)
        expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'socket hang up']).toContain(outcome.error);
      expect(refused.length, 'the clients did meet the stopped server').toBeGreaterThan(0);
      // The request in flight at the signal was finished and answered.
      expect(slowOutcome).toMatchObject({ kind: 'answered', status: 201 });
      acknowledged.add(slowOutcome.id!);

      // Every acknowledged save is stored, and nothing else: no save was cut halfway.
      const file = path.join(dir, 'results.sqlite');
      // The store was closed properly: SQLite folded its journal back and removed it.
      expect(fs.existsSync(`${file}-wal`)).toBe(false);
      const db = new Database(file, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const ids = db.prepare<[], { id: string }>('SELECT id FROM results').all();
        expect(ids.length).toBe(acknowledged.size);
        expect(ids.filter(({ id }) => !acknowledged.has(id))).toEqual([]);
      } finally {
        db.close();
      }
      const lines = logLines(server);
      expect(lines.find((l) => l.event === 'shutdown')).toMatchObject({
        signal: 'SIGTERM',
        timeoutSeconds: 10,
      });
      expect(lines.find((l) => l.event === 'stopped')).toMatchObject({
        closed: ['results store'],
        cutRequests: false,
      });
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a request that never finishes is cut at SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const dir = tmp('stalled');
    const server = await startApp(PORTS.stalled, {
      DATA_DIR: dir,
      SHUTDOWN_TIMEOUT_SECONDS: '2',
    });
    try {
      const stalled = slowSave(server.url);
      await stalled.taken;
      const signalled = performance.now();
      server.signal('SIGTERM');
      const code = await server.exited;
      const ms = performance.now() - signalled;
      expect(code).toBe(1);
      expect(ms).toBeGreaterThan(1900);
      expect(ms).toBeLessThan(6000);
      expect((await stalled.answer).kind).toBe('refused');
      expect(logLines(server).find((l) => l.event === 'shutdown-timeout')).toMatchObject({
        level: 'warn',
        inFlight: 1,
      });
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
