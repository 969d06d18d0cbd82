import 'server-only';
import { z } from 'zod';

const rateEnvSchema = z.object({
  /** Saves allowed per client within the window; 0 turns the limit off. */
  SAVE_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(20).catch(20),
  SAVE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60).catch(60),
});

export interface RateLimitDecision {
  ok: boolean;
  /** Whole seconds until the client may try again (when refused). */
  retryAfter: number;
}

/**
 * Fixed-window counters per client, in this process's memory only: the client address is used as
 * a map key for at most one window and is never written anywhere. Each instance of a scaled-out
 * deployment limits on its own.
 */
export function createRateLimiter(limit: number, windowMs: number, now = () => Date.now()) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < windowMs && windows.size < 50_000) return;
    lastSweep = time;
    for (const [key, entry] of windows) if (time - entry.start >= windowMs) windows.delete(key);
  }

  return {
    hit(key: string): RateLimitDecision {
      if (limit === 0) return { ok: true, retryAfter: 0 };
      const time = now();
      sweep(time);
      let entry = windows.get(key);
      if (!entry || time - entry.start >= windowMs) {
        entry = { start: time, count: 0 };
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
    const env = rateEnvSchema.parse(process.env);
    saveLimiter = createRateLimiter(env.SAVE_RATE_LIMIT, env.SAVE_RATE_WINDOW_SECONDS * 1000);
  }
  return saveLimiter;
}

/**
 * The client's address as the nearest proxy reported it: the last X-Forwarded-For entry (Next.js
 * fills the header with the socket address when no proxy set it). Behind a load balancer that
 * appends to the header, that is the address the balancer saw.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for') ?? '';
  const last = forwarded.split(',').pop()?.trim() ?? '';
  return last.slice(0, 64) || 'unknown';
}
