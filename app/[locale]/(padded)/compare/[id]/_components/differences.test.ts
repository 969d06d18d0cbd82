/** @jest-environment node */
import { DOMAINS, type Domain } from '@/inventory/info';
import { normalCdf } from '@/inventory/normal';
import { DOMAIN_ALPHA } from '@/inventory/reliability';
import { largestDifferences, shownPercentile } from './differences';

/** A person from T scores per domain; percentiles follow from them as the scoring computes. */
const person = (ts: Partial<Record<Domain, number>>) => ({
  domains: DOMAINS.filter((d) => ts[d] !== undefined).map((domain) => ({
    domain,
    t: ts[domain]!,
    percentile: 100 * normalCdf((ts[domain]! - 50) / 10),
  })),
});

/** The smallest T gap counted as a difference, computed here from the alphas. */
const threshold = (domain: Domain) =>
  1.96 * Math.sqrt(2) * 10 * Math.sqrt(1 - DOMAIN_ALPHA[domain]);

describe('largest differences', () => {
  it('lists the domains beyond measurement error, largest gap first, highest and lowest', () => {
    const ana = person({ N: 50, E: 65, O: 47, A: 50, C: 37 });
    const ben = person({ N: 52, E: 38, O: 63, A: 52, C: 49 });
    expect(largestDifferences([ana, ben])).toEqual([
      { domain: 'E', high: 0, highValue: 93, low: 1, lowValue: 12 },
      { domain: 'O', high: 1, highValue: 90, low: 0, lowValue: 38 },
      { domain: 'C', high: 1, highValue: 46, low: 0, lowValue: 10 },
    ]);
  });

  it('does not call a gap inside the error a difference, however many percentiles it spans', () => {
    // Neuroticism needs 9.6 T points (alpha .88): 8 points in the middle of the scale are 32
    // percentile points, still within what the test cannot tell apart.
    expect(threshold('N')).toBeCloseTo(9.602, 3);
    const a = person({ N: 46 });
    const b = person({ N: 54 });
    expect(
      shownPercentile(b.domains[0]!.percentile) - shownPercentile(a.domains[0]!.percentile),
    ).toBe(32);
    expect(largestDifferences([a, b])).toEqual([]);
    expect(largestDifferences([person({ N: 44 }), person({ N: 54 })])).toHaveLength(1);
  });

  it('follows each domain its own error, and each score its own SEM when the result has one', () => {
    for (const domain of DOMAINS) {
      const edge = threshold(domain);
      expect(
        largestDifferences([person({ [domain]: 50 }), person({ [domain]: 50 + edge - 0.01 })]),
      ).toEqual([]);
      expect(
        largestDifferences([person({ [domain]: 50 }), person({ [domain]: 50 + edge + 0.01 })]),
      ).toHaveLength(1);
    }
    // A larger error on one side (as another host could send) widens the threshold.
    const wide = { domains: [{ domain: 'E' as const, t: 62, percentile: 88, sem: 8 }] };
    expect(largestDifferences([wide, person({ E: 50 })])).toEqual([]);
  });

  it('names the two people furthest apart among many, and stops at the limit', () => {
    const people = [person({ E: 45 }), person({ E: 66 }), person({ E: 55 }), person({ E: 31 })];
    expect(largestDifferences(people)).toEqual([
      { domain: 'E', high: 1, highValue: 95, low: 3, lowValue: 3 },
    ]);
    const a = person({ N: 30, E: 30, O: 30, A: 30, C: 30 });
    const b = person({ N: 70, E: 68, O: 66, A: 64, C: 62 });
    expect(largestDifferences([a, b]).map((d) => d.domain)).toEqual(['N', 'E', 'O']);
    expect(largestDifferences([a, b], 5).map((d) => d.domain)).toEqual(['N', 'E', 'O', 'A', 'C']);
  });

  it('shows percentiles as the chart does (1 to 99, whole)', () => {
    expect(largestDifferences([person({ E: 80 }), person({ E: 20 })])).toEqual([
      { domain: 'E', high: 0, highValue: 99, low: 1, lowValue: 1 },
    ]);
    expect([0, 0.4, 50.5, 100].map(shownPercentile)).toEqual([1, 1, 51, 99]);
  });

  it('keeps the first listed on a tie and the report order on equal gaps', () => {
    const a = person({ N: 65, E: 35 });
    const b = person({ N: 65, E: 65 });
    const c = person({ N: 35, E: 35 });
    expect(largestDifferences([a, b, c])).toEqual([
      { domain: 'N', high: 0, highValue: 93, low: 2, lowValue: 7 },
      { domain: 'E', high: 1, highValue: 93, low: 0, lowValue: 7 },
    ]);
  });

  it('skips a domain a person lacks, and needs two people', () => {
    expect(largestDifferences([person({ E: 80 }), person({ N: 20 })])).toEqual([]);
    expect(largestDifferences([person({ E: 80, N: 20 })])).toEqual([]);
  });
});
