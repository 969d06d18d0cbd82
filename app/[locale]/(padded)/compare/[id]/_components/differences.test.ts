/** @jest-environment node */
import { DOMAINS, type Domain } from '@/inventory/info';
import { largestDifferences, MIN_GAP, shownPercentile } from './differences';

const person = (percentiles: Partial<Record<Domain, number>>) => ({
  domains: DOMAINS.filter((d) => percentiles[d] !== undefined).map((domain) => ({
    domain,
    percentile: percentiles[domain]!,
  })),
});

describe('largest differences', () => {
  it('lists the domains by gap, largest first, with who is highest and who lowest', () => {
    const ana = person({ N: 50, E: 85, O: 40, A: 50, C: 10 });
    const ben = person({ N: 52, E: 12, O: 90, A: 55, C: 45 });
    expect(largestDifferences([ana, ben])).toEqual([
      { domain: 'E', high: 0, highValue: 85, low: 1, lowValue: 12 },
      { domain: 'O', high: 1, highValue: 90, low: 0, lowValue: 40 },
      { domain: 'C', high: 1, highValue: 45, low: 0, lowValue: 10 },
    ]);
  });

  it('names the two people furthest apart among many', () => {
    const people = [
      person({ E: 40 }),
      person({ E: 95 }),
      person({ E: 60 }),
      person({ E: 3 }),
      person({ E: 50 }),
    ];
    expect(largestDifferences(people)).toEqual([
      { domain: 'E', high: 1, highValue: 95, low: 3, lowValue: 3 },
    ]);
  });

  it('leaves out gaps under the threshold, and stops at the limit', () => {
    const a = person({ N: 10, E: 10, O: 10, A: 10, C: 10 });
    const b = person({ N: 10 + MIN_GAP - 1, E: 90, O: 80, A: 70, C: 10 + MIN_GAP });
    expect(largestDifferences([a, b]).map((d) => d.domain)).toEqual(['E', 'O', 'A']);
    expect(largestDifferences([a, b], 5).map((d) => d.domain)).toEqual(['E', 'O', 'A', 'C']);
    expect(largestDifferences([a, a])).toEqual([]);
  });

  it('compares percentiles as shown (1 to 99, whole), so the text matches the chart', () => {
    const a = person({ E: 99.7 });
    const b = person({ E: 0.2 });
    expect(largestDifferences([a, b])).toEqual([
      { domain: 'E', high: 0, highValue: 99, low: 1, lowValue: 1 },
    ]);
    expect([0, 0.4, 50.5, 100].map(shownPercentile)).toEqual([1, 1, 51, 99]);
  });

  it('keeps the first listed on a tie and the report order on equal gaps', () => {
    const a = person({ N: 80, E: 20 });
    const b = person({ N: 80, E: 80 });
    const c = person({ N: 20, E: 20 });
    expect(largestDifferences([a, b, c])).toEqual([
      { domain: 'N', high: 0, highValue: 80, low: 2, lowValue: 20 },
      { domain: 'E', high: 1, highValue: 80, low: 0, lowValue: 20 },
    ]);
  });

  it('skips a domain a person lacks, and needs two people', () => {
    expect(largestDifferences([person({ E: 90 }), person({ N: 10 })])).toEqual([]);
    expect(largestDifferences([person({ E: 90, N: 5 })])).toEqual([]);
  });
});
