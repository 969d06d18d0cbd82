/** @jest-environment node */
import { createRateLimiter } from './rate-limit';

describe('the save limit', () => {
  it('allows `limit` hits per client and window, then refuses with the seconds left', () => {
    let time = 0;
    const limiter = createRateLimiter(2, 60_000, () => time);
    expect([1, 2, 3].map(() => limiter.hit('a').ok)).toEqual([true, true, false]);
    expect(limiter.hit('b').ok).toBe(true);
    time = 45_000;
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfter: 15 });
    time = 60_000;
    expect(limiter.hit('a').ok).toBe(true);
  });

  it('keeps its memory bounded under a flood of addresses, oldest counts going first', () => {
    let time = 0;
    const limiter = createRateLimiter(1, 60_000, () => time, 1000);
    for (let i = 0; i < 10_000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size()).toBeLessThanOrEqual(1000);
    // The newest clients are still counted.
    expect(limiter.hit('10.0.39.15').ok).toBe(false);
    time = 61_000;
    limiter.hit('late');
    expect(limiter.size()).toBe(1);
  });

  it('is off at 0', () => {
    const limiter = createRateLimiter(0, 60_000);
    for (let i = 0; i < 100; i++) expect(limiter.hit('a').ok).toBe(true);
    expect(limiter.size()).toBe(0);
  });
});
