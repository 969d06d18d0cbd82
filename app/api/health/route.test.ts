/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Outside Next.js there is no request scope for `connection()` to mark.
jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  connection: async () => undefined,
}));

const dir = mkdtempSync(join(tmpdir(), 'b5-health-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The two probes with their own settings (read once per module graph). */
function load(env: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let routes: { live: typeof import('./route'); ready: typeof import('./ready/route') } | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- settings are read once per module graph */
    routes = {
      live: require('./route') as typeof import('./route'),
      ready: require('./ready/route') as typeof import('./ready/route'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return {
    ...routes!,
    restore: () => {
      process.env = saved;
    },
  };
}

const get = (path: string) => new Request(`http://localhost${path}`);

describe('health probes', () => {
  it('liveness answers without a store; readiness when the SQLite store can be written', async () => {
    const { live, ready, restore } = load({ DATA_DIR: join(dir, 'ok') });
    try {
      const alive = await live.GET(get('/api/health'));
      expect(alive.status).toBe(200);
      expect(alive.headers.get('cache-control')).toBe('no-store');
      expect(await alive.json()).toEqual({ status: 'ok', version: expect.any(String) });
      const answer = await ready.GET(get('/api/health/ready'));
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 'ok', store: 'sqlite' });
    } finally {
      restore();
    }
  });

  it('readiness is 503 with Retry-After when the store cannot even be opened', async () => {
    // DATA_DIR below a plain file: no folder, no store.
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    const { live, ready, restore } = load({ DATA_DIR: join(file, 'data') });
    try {
      const answer = await ready.GET(get('/api/health/ready'));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toMatchObject({
        status: 'unavailable',
        store: 'sqlite',
        reason: 'store-unavailable',
      });
      expect((await live.GET(get('/api/health'))).status).toBe(200);
    } finally {
      restore();
    }
  });

  it('readiness gives up after 1 s on a PostgreSQL server that never answers', async () => {
    const net = await import('node:net');
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as import('node:net').AddressInfo;
    const { ready, restore } = load({ DATABASE_URL: `postgres://u:p@127.0.0.1:${port}/db` });
    try {
      const started = performance.now();
      const answer = await ready.GET(get('/api/health/ready'));
      expect(answer.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(1500);
      expect(await answer.json()).toMatchObject({ store: 'postgresql', reason: 'timeout' });
    } finally {
      restore();
      silent.close();
    }
  });
});
