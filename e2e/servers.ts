import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const root = path.join(__dirname, '..');

/**
 * A port of this run's own: `offset` above E2E_PORT (3100 by default), so that e2e runs from two
 * checkouts on one machine, each with its own E2E_PORT, never meet on a port.
 */
export function e2ePort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3100) + offset;
}

export interface AppServer {
  url: string;
  /** kill -9 of the whole server process group: no shutdown hooks, no flushing. */
  crash(): void;
  stop(): Promise<void>;
  /** Sends a signal to the server process only (as an orchestrator's SIGTERM would). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
}

/** Starts another instance of the production build (`next start`) with its own environment. */
export async function startApp(port: number, env: Record<string, string>): Promise<AppServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        NODE_ENV: 'production',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    output += chunk.toString();
  });
  // Read, so a server logging a line per request never blocks on a full pipe.
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server on ${port} exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server on ${port} did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  return {
    url,
    exited,
    output: () => output,
    signal: (signal) => {
      try {
        process.kill(child.pid!, signal);
      } catch {
        // already gone
      }
    },
    crash: () => kill('SIGKILL'),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      kill('SIGKILL');
    },
  };
}

const SKIPPED_REQUEST_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'content-length',
  'if-none-match',
  'if-modified-since',
]);

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * A plain HTTP proxy on its own port in front of `target`: a different origin, so a browser gives
 * it its own service worker and caches. `rewrite` may change the body of any answer (by path).
 */
export async function startProxy(
  port: number,
  target: string,
  rewrite: (path: string, body: Buffer) => Buffer = (_path, body) => body,
): Promise<Proxy> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          // Hop-by-hop headers are not forwarded, nor conditional ones: a rewritten body must
          // never be answered by a 304.
          if (SKIPPED_REQUEST_HEADERS.has(name)) continue;
          if (typeof value === 'string') headers.set(name, value);
        }
        const upstream = await fetch(target + request.url, {
          method: request.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
          redirect: 'manual',
        });
        const body = rewrite(request.url ?? '/', Buffer.from(await upstream.arrayBuffer()));
        const out: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name))
            out[name] = value;
        });
        response.writeHead(upstream.status, out).end(body);
      } catch {
        response.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
