/** @jest-environment node */
import { normalCdf } from './normal';

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145707],
    [1.96, 0.9750021048517795],
    [-2, 0.022750131948179195],
    [2.5, 0.9937903346742238],
    [-4.5, 3.3976731247300535e-6],
    [6, 0.9999999990134123],
    [-8, 6.220960574271785e-16],
  ])('Φ(%p) = %p to double precision', (z, expected) => {
    expect(Math.abs(normalCdf(z) - expected)).toBeLessThan(1e-14 + 1e-12 * expected);
  });

  it('is monotonic and symmetric across the whole range', () => {
    let previous = 0;
    for (let z = -9; z <= 9; z += 0.01) {
      const p = normalCdf(z);
      expect(p).toBeGreaterThanOrEqual(previous);
      expect(Math.abs(p + normalCdf(-z) - 1)).toBeLessThan(1e-15);
      previous = p;
    }
  });

  it('handles the limits', () => {
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});
