import http from 'node:http';
import path from 'node:path';
import { createFront } from './front';
import { listenForDeletions, type DeletionListener } from './invalidation';

/**
 * `npm start`: serves the production build through the front server (server/front.ts) on
 * http://localhost:3000. Options as for `next start`: `-p PORT` (or PORT), `-H HOST` (or
 * HOSTNAME; default: every interface). PAGE_CACHE_MB sets the memory for kept pages (64; 0 keeps
 * none).
 */

function option(short: string, long: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === short || arg === long) return args[i + 1];
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1);
  }
  return undefined;
}

async function main() {
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000);
  const hostname = option('-H', '--hostname') ?? process.env.HOSTNAME;
  const dir = process.cwd();
  const cacheMb = Number(process.env.PAGE_CACHE_MB ?? 64);

  // Loaded here, after NODE_ENV is set.
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const databaseUrl = process.env.DATABASE_URL;
  // Results kept by another API host can be deleted there without this server knowing.
  const cacheResults = !process.env.RESULTS_API_URL;
  const front = createFront({
    next: (request, response) => handle(request, response),
    messagesDir: path.join(dir, 'messages'),
    cacheBytes: Number.isFinite(cacheMb) && cacheMb > 0 ? cacheMb * 1024 * 1024 : 0,
    // With PostgreSQL, only once deletions by other instances are heard of.
    cacheResults: cacheResults && !databaseUrl,
  });

  let listener: DeletionListener | undefined;
  if (databaseUrl && cacheResults)
    listener = listenForDeletions(databaseUrl, {
      deleted: (id) => front.dropResult(id.toLowerCase()),
      listening: () => front.startCachingResults(true),
      deaf: () => front.stopCachingResults(),
    });

  const server = http.createServer((request, response) => {
    try {
      front.handle(request, response);
    } catch (error) {
      console.error('front server:', error);
      if (!response.headersSent) response.writeHead(500).end();
    }
  });
  server.listen(port, hostname, () => {
    console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`);
  });

  const shutdown = () => {
    server.close();
    server.closeIdleConnections();
    void listener?.stop();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
