import { ITEM_KEYS } from './items';
import {
  bandOf,
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
