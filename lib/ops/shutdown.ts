import diagnostics_channel from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';
import { describeError, log } from './log';

/*
 * Graceful shutdown on SIGTERM/SIGINT, around what `next start` already does (start-server.js: it
 * closes its HTTP server, waits for the connections to end, then exits with 143) and not instead of
 * it, so a bare `next start` behaves the same. Three things Next.js leaves out are added here:
 * - Keep-alive connections: Node's server.close() only drops idle ones; a busy one is kept open
 *   after its answer and serves the next request, so under steady load Next.js never gets to exit.
 *   Every answer given after the signal carries `Connection: close` instead.
 * - A stated time (SHUTDOWN_TIMEOUT_SECONDS): requests still running then are cut and the process
 *   exits with 1, so an orchestrator's kill -9 never lands on a half-written answer unannounced.
 * - The results store: closed once the last connection has ended (SQLite is closed, its journal
 *   checkpointed; PostgreSQL's pool ends its connections), before the process exits.
 * Requests are seen through Node's own diagnostics channels (no custom server). The state lives on
 * globalThis: instrumentation.ts and the route handlers are bundled apart, and the store a route
 * handler opened must be found here.
 */

interface ShutdownState {
  installed: boolean;
  shuttingDown: boolean;
  inFlight: Set<ServerResponse>;
  servers: Set<Server>;
  closers: Map<string, () => Promise<void>>;
}

const KEY = Symbol.for('open-bigfive.shutdown');

function state(): ShutdownState {
  const holder = globalThis as typeof globalThis & { [KEY]?: ShutdownState };
  holder[KEY] ??= {
    installed: false,
    shuttingDown: false,
    inFlight: new Set(),
    servers: new Set(),
    closers: new Map(),
  };
  return holder[KEY];
}

/** Registers something to close once the last request in flight is answered (a store, a pool). */
export function onShutdown(name: string, close: () => Promise<void>): void {
  state().closers.set(name, close);
}

export function isShuttingDown(): boolean {
  return state().shuttingDown;
}

/** Requests being answered right now by this process. */
export function requestsInFlight(): number {
  return state().inFlight.size;
}

export interface ShutdownOptions {
  timeoutSeconds: number;
  /** For tests; the process's own exit otherwise. */
  exit?: (code: number) => void;
}

const SIGNAL_CODES = { SIGTERM: 143, SIGINT: 130 } as const;

/** Follows requests and handles SIGTERM/SIGINT (once per process). */
export function installShutdown({ timeoutSeconds, exit = process.exit }: ShutdownOptions): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;

  diagnostics_channel.subscribe('http.server.request.start', (message) => {
    const { response, server } = message as { response: ServerResponse; server: Server };
    s.servers.add(server);
    s.inFlight.add(response);
    if (s.shuttingDown) response.shouldKeepAlive = false;
    response.once('close', () => s.inFlight.delete(response));
  });

  for (const signal of Object.keys(SIGNAL_CODES) as (keyof typeof SIGNAL_CODES)[])
    process.once(signal, () => shutdown(signal, timeoutSeconds, exit));
}

/**
 * Starts closing everything registered and says so at once: Next.js exits within a few ticks of
 * its server closing, so the log line and the synchronous part of each close (SQLite closes
 * entirely; PostgreSQL's pool sends each connection its Terminate message) must happen now.
 */
function closeAll(s: ShutdownState, fields: Record<string, unknown>): Promise<unknown> {
  const closing = [...s.closers].map(([name, close]) =>
    close().catch((error: unknown) =>
      log('error', 'shutdown-close-failed', { what: name, error: describeError(error) }),
    ),
  );
  log('info', 'stopped', { ...fields, closed: [...s.closers.keys()] });
  s.closers.clear();
  return Promise.all(closing);
}

function shutdown(
  signal: keyof typeof SIGNAL_CODES,
  timeoutSeconds: number,
  exit: (code: number) => void,
): void {
  const s = state();
  if (s.shuttingDown) return;
  s.shuttingDown = true;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  log('info', 'shutdown', { signal, inFlight: s.inFlight.size, timeoutSeconds });

  let finished = false;
  const finish = (cutRequests: boolean) => {
    if (finished) return;
    finished = true;
    clearTimeout(deadline);
    const closing = closeAll(s, { signal, ms: elapsed(), cutRequests });
    // Next.js normally exits first (143); this covers NEXT_MANUAL_SIG_HANDLE and a cut-off.
    const bound = new Promise((resolve) => setTimeout(resolve, 5000));
    void Promise.race([closing, bound]).then(() => exit(cutRequests ? 1 : SIGNAL_CODES[signal]));
  };
  const deadline = setTimeout(() => {
    log('warn', 'shutdown-timeout', { inFlight: s.inFlight.size, timeoutSeconds });
    for (const server of s.servers) server.closeAllConnections();
    finish(true);
  }, timeoutSeconds * 1000);

  for (const response of s.inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
  // The store is closed only once every connection has ended, so no request that arrives on a
  // connection still open can find it closed. Next.js closes its server too (unless
  // NEXT_MANUAL_SIG_HANDLE is set); closing it twice is harmless.
  let open = s.servers.size;
  if (open === 0) finish(false);
  for (const server of s.servers) {
    server.close(() => {
      if (--open === 0) finish(false);
    });
    server.closeIdleConnections();
  }
}
