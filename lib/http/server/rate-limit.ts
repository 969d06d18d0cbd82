import 'server-only';
import { clientAddress } from '@/lib/http/client-address';
import { getEnv } from '@/lib/config/env';

export interface RateLimitDecision {
  ok: boolean;
  /** Whole seconds until the client may try again (when refused). */
  retryAfter: number;
}

/** At most this many clients are counted at once (about 100 bytes each). */
export const MAX_COUNTED_CLIENTS = 50_000;

/**
 * Fixed-window counters per client, in this process's memory only: the client address is used as
 * a map key for at most one window and is never written anywhere. Each instance of a scaled-out
 * deployment limits on its own. The memory is bounded: at `maxClients`, windows that ended are
 * dropped, and if every window is still running the oldest is, so a flood of addresses can cost
 * one of them its count but never the server its memory.
 */
export function createRateLimiter(
  limit: number,
  windowMs: number,
  now = () => Date.now(),
  maxClients = MAX_COUNTED_CLIENTS,
) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < windowMs && windows.size < maxClients) return;
    lastSweep = time;
    for (const [key, entry] of windows) if (time - entry.start >= windowMs) windows.delete(key);
    // Map keeps insertion order: the first key is the longest-counted one.
    for (const key of windows.keys()) {
      if (windows.size < maxClients) break;
      windows.delete(key);
    }
  }

  return {
    hit(key: string): RateLimitDecision {
      if (limit === 0) return { ok: true, retryAfter: 0 };
      const time = now();
      sweep(time);
      let entry = windows.get(key);
      if (!entry || time - entry.start >= windowMs) {
        entry = { start: time, count: 0 };
        windows.delete(key);
        windows.set(key, entry);
      }
      entry.count++;
      const retryAfter = Math.max(1, Math.ceil((entry.start + windowMs - time) / 1000));
      return { ok: entry.count <= limit, retryAfter };
    },
    size: () => windows.size,
  };
}

let saveLimiter: ReturnType<typeof createRateLimiter> | undefined;

export function getSaveLimiter() {
  if (!saveLimiter) {
    // SAVE_RATE_LIMIT saves per client within the window; 0 turns the limit off.
    const env = getEnv();
    saveLimiter = createRateLimiter(env.SAVE_RATE_LIMIT, env.SAVE_RATE_WINDOW_SECONDS * 1000);
  }
  return saveLimiter;
}

/** The client's address as the save limit counts it (see lib/http/client-address.ts). */
export function clientKey(request: Request): string {
  return clientAddress(request.headers.get('x-forwarded-for'), getEnv().TRUST_PROXY);
}
