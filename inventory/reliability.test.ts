import { ITEM_KEYS } from './items';
import {
  bandOf,
  differenceBeyondError,
  DOMAIN_ALPHA,
  domainReliability,
  facetReliability,
  reliableChange,
  withBands,
} from './reliability';
import { scoreSheet } from './scoring';

/** Φ by simple numeric integration: an independent check of the percentiles. */
function phi(z: number): number {
  let sum = 0;
  const steps = 20000;
  const from = -10;
  const h = (z - from) / steps;
  for (let i = 0; i < steps; i++) {
    const x = from + (i + 0.5) * h;
    sum += Math.exp((-x * x) / 2);
  }
  return (sum * h) / Math.sqrt(2 * Math.PI);
}

describe('measurement error', () => {
  it('uses the published alphas: SEM = 10·√(1 − α)', () => {
    expect(DOMAIN_ALPHA).toEqual({ N: 0.88, E: 0.84, O: 0.85, A: 0.81, C: 0.84 });
    expect(domainReliability('N').sem).toBeCloseTo(10 * Math.sqrt(0.12), 10);
    // Facet alphas come from norms.json (N1 .71, C3 .47).
    expect(facetReliability('N', 1).alpha).toBe(0.71);
    expect(facetReliability('N', 1).sem).toBeCloseTo(10 * Math.sqrt(0.29), 10);
    expect(facetReliability('C', 3).alpha).toBe(0.47);
  });

  it('gives the 95 % band T ± 1.96·SEM in T points and percentiles', () => {
    const band = bandOf(62, 4);
    expect(band.tLow).toBeCloseTo(62 - 7.84, 10);
    expect(band.tHigh).toBeCloseTo(62 + 7.84, 10);
    expect(band.percentileLow).toBeCloseTo(100 * phi((54.16 - 50) / 10), 4);
    expect(band.percentileHigh).toBeCloseTo(100 * phi((69.84 - 50) / 10), 4);
  });

  it('says a level is probable when the band crosses a cut-off (45 or 55)', () => {
    expect(bandOf(62, 2).levelUncertain).toBe(false);
    expect(bandOf(62, 4).levelUncertain).toBe(true);
    expect(bandOf(50, 2).levelUncertain).toBe(false);
    expect(bandOf(50, 3).levelUncertain).toBe(true);
  });

  it('computes the reliable change index (T₂ − T₁) / (√2·SEM)', () => {
    const change = reliableChange(45, 58, 4);
    expect(change.difference).toBe(13);
    expect(change.rci).toBeCloseTo(13 / (Math.SQRT2 * 4), 10);
    expect(change.reliable).toBe(true);
    expect(reliableChange(45, 50, 4).reliable).toBe(false);
  });

  it('adds a band to every domain and facet of a profile', () => {
    const profile = scoreSheet(
      { choices: ITEM_KEYS.map((_, i) => ((i % 5) + 1) as 1) },
      'male',
      50,
    );
    const banded = withBands(profile);
    for (const domain of banded.domains) {
      expect(domain.sem).toBeCloseTo(10 * Math.sqrt(1 - DOMAIN_ALPHA[domain.domain]), 10);
      expect(domain.band.tLow).toBeLessThan(domain.t);
      expect(domain.band.tHigh).toBeGreaterThan(domain.t);
      for (const facet of domain.facets)
        expect(facet.band.percentileHigh).toBeGreaterThan(facet.percentile);
    }
  });
});

describe('the error of a difference between two scores', () => {
  /**
   * An independent computation: draw many pairs of observed scores, each its true score (equal
   * for both) plus a normal error of its own SEM, and count how often the two differ by more than
   * the rule's threshold. With no true difference that must happen about 5 % of the time, and the
   * threshold itself must be the 97.5th percentile of the simulated differences.
   */
  function simulate(semA: number, semB: number, draws = 200_000) {
    // mulberry32: a small generator with good statistics, seeded for a repeatable run.
    let seed = 12345;
    const uniform = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return (((x ^ (x >>> 14)) >>> 0) + 0.5) / 2 ** 32;
    };
    const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    const differences: number[] = [];
    for (let i = 0; i < draws; i++) differences.push(normal() * semA - normal() * semB);
    return differences;
  }

  it('is √(SEM₁² + SEM₂²): Neuroticism (alpha .88) needs more than 9.6 T points', () => {
    const { sem } = domainReliability('N');
    expect(sem).toBeCloseTo(10 * Math.sqrt(0.12), 10); // 3.464
    const found = differenceBeyondError({ t: 60, sem }, { t: 50, sem });
    expect(found.error).toBeCloseTo(Math.sqrt(2 * 0.12 * 100), 10); // 4.899
    expect(1.96 * found.error).toBeCloseTo(9.602, 3);
    expect(found.beyond).toBe(true);
    expect(differenceBeyondError({ t: 59.5, sem }, { t: 50, sem }).beyond).toBe(false);
  });

  it('calls about 5 % of differences made of error alone a difference', () => {
    for (const [semA, semB] of [
      [domainReliability('N').sem, domainReliability('N').sem],
      [facetReliability('A', 3).sem, facetReliability('A', 3).sem],
      [3, 5],
    ] as const) {
      const differences = simulate(semA, semB);
      const beyond = differences.filter(
        (d) => differenceBeyondError({ t: 50 + d, sem: semA }, { t: 50, sem: semB }).beyond,
      ).length;
      expect(beyond / differences.length).toBeGreaterThan(0.045);
      expect(beyond / differences.length).toBeLessThan(0.055);
      const sorted = differences.map(Math.abs).sort((a, b) => a - b);
      const q95 = sorted[Math.floor(0.95 * sorted.length)]!;
      const { error } = differenceBeyondError({ t: 0, sem: semA }, { t: 0, sem: semB });
      expect(1.96 * error).toBeCloseTo(q95, 0);
    }
  });

  it('agrees with the reliable change index for one scale', () => {
    const { sem } = domainReliability('E');
    for (const [t1, t2] of [
      [40, 52],
      [50, 58],
      [61, 47],
    ] as const) {
      expect(differenceBeyondError({ t: t2, sem }, { t: t1, sem }).beyond).toBe(
        reliableChange(t1, t2, sem).reliable,
      );
    }
  });
});
