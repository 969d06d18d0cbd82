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
 * - The results store: closed once the last request in flight has its answer (SQLite is closed,
 *   its journal checkpointed; PostgreSQL's pool ends its connections), before the process exits.
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
  onIdle: (() => void) | undefined;
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
    onIdle: undefined,
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
    response.once('close', () => {
      s.inFlight.delete(response);
      if (s.inFlight.size === 0) s.onIdle?.();
    });
  });

  for (const signal of Object.keys(SIGNAL_CODES) as (keyof typeof SIGNAL_CODES)[])
    process.once(signal, () => void shutdown(signal, timeoutSeconds, exit));
}

async function closeAll(s: ShutdownState): Promise<string[]> {
  const closed: string[] = [];
  await Promise.all(
    [...s.closers].map(async ([name, close]) => {
      try {
        await close();
        closed.push(name);
      } catch (error) {
        log('error', 'shutdown-close-failed', { what: name, error: describeError(error) });
      }
    }),
  );
  s.closers.clear();
  return closed;
}

async function shutdown(
  signal: keyof typeof SIGNAL_CODES,
  timeoutSeconds: number,
  exit: (code: number) => void,
): Promise<void> {
  const s = state();
  if (s.shuttingDown) return;
  s.shuttingDown = true;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  log('info', 'shutdown', { signal, inFlight: s.inFlight.size, timeoutSeconds });

  for (const response of s.inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
  // Next.js closes its server too (unless NEXT_MANUAL_SIG_HANDLE is set); a second close is a no-op.
  const serversClosed = Promise.all(
    [...s.servers].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  for (const server of s.servers) server.closeIdleConnections();

  let timedOut = false;
  const drained = new Promise<void>((resolve) => {
    s.onIdle = resolve;
    if (s.inFlight.size === 0) resolve();
  });
  const deadline = new Promise<void>((resolve) =>
    setTimeout(() => {
      timedOut = true;
      resolve();
    }, timeoutSeconds * 1000),
  );
  await Promise.race([drained, deadline]);
  if (timedOut) {
    log('warn', 'shutdown-timeout', { inFlight: s.inFlight.size, timeoutSeconds });
    for (const server of s.servers) server.closeAllConnections();
  }
  const closed = await closeAll(s);
  log('info', 'stopped', { signal, ms: elapsed(), closed, cutRequests: timedOut });
  if (!timedOut) await Promise.race([serversClosed, deadline]);
  exit(timedOut ? 1 : SIGNAL_CODES[signal]);
}
