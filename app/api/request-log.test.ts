/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ITEM_KEYS } from '@/inventory/items';

const dir = mkdtempSync(join(tmpdir(), 'b5-request-log-'));
process.env.DATA_DIR = dir;
process.env.SAVE_RATE_LIMIT = '0';
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function collect(setLogSink: typeof import('@/lib/ops/log').setLogSink) {
  const lines: Record<string, unknown>[] = [];
  const restore = setLogSink({
    out: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
    err: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { lines, restore };
}

const body = JSON.stringify({
  testId: 'b5-120',
  lang: 'en',
  invalid: false,
  twitterUsername: 'secret_handle',
  answers: ITEM_KEYS.map((item) => ({ questionID: item.id, choice: 4 })),
  timeElapsed: 321,
  dateStamp: Date.now(),
  gender: 'female',
  age: 40,
});

const save = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/save', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77', ...headers },
    body,
  });

async function loadRoutes(env: Record<string, string>) {
  Object.assign(process.env, env);
  let routes:
    | {
        save: typeof import('@/app/api/save/route');
        result: typeof import('@/app/api/result/[id]/route');
        log: typeof import('@/lib/ops/log');
      }
    | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- settings are read once per module graph */
    routes = {
      save: require('@/app/api/save/route') as typeof import('@/app/api/save/route'),
      result:
        require('@/app/api/result/[id]/route') as typeof import('@/app/api/result/[id]/route'),
      log: require('@/lib/ops/log') as typeof import('@/lib/ops/log'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return routes!;
}

describe('the request log', () => {
  it('writes one line per request: id, route pattern, method, status, duration, nothing personal', async () => {
    const { save, result, log } = await loadRoutes({});
    const { lines, restore } = collect(log.setLogSink);
    try {
      const saved = await save.POST(saveRequest());
      expect(saved.status).toBe(201);
      const { id, deleteToken } = (await saved.json()) as { id: string; deleteToken: string };
      const requestId = saved.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const deleted = await result.DELETE(
        new Request(`http://localhost/api/result/${id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${deleteToken}`, 'x-request-id': 'lb-42' },
        }),
        { params: Promise.resolve({ id }) },
      );
      expect(deleted.status).toBe(200);
      expect(deleted.headers.get('x-request-id')).toBe('lb-42');

      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({
        level: 'info',
        event: 'request',
        requestId,
        route: '/api/save',
        method: 'POST',
        status: 201,
      });
      expect(lines[1]).toMatchObject({
        requestId: 'lb-42',
        route: '/api/result/[id]',
        status: 200,
      });
      expect(typeof lines[0]!.durationMs).toBe('number');
      const text = JSON.stringify(lines);
      for (const secret of [id, deleteToken, 'secret_handle', '203.0.113.77', '4444'])
        expect(text).not.toContain(secret);
    } finally {
      restore();
    }
  });

  it("adds the client's address only with LOG_CLIENT_IP=1", async () => {
    const { save, log } = await loadRoutes({ LOG_CLIENT_IP: '1', TRUST_PROXY: '1' });
    const { lines, restore } = collect(log.setLogSink);
    try {
      expect((await save.POST(saveRequest())).status).toBe(201);
      expect(lines[0]).toMatchObject({ route: '/api/save', client: '203.0.113.77' });
    } finally {
      restore();
      delete process.env.LOG_CLIENT_IP;
      delete process.env.TRUST_PROXY;
    }
  });
});

function saveRequest() {
  return save();
}
