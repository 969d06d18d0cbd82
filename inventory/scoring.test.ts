/** @jest-environment node */
import type { AnswerSheet } from './answers';
import { DOMAINS, type Choice } from './info';
import { ITEM_KEYS } from './items';
import { ageGroupOf, getNormGroup } from './norms';
import { itemScore, levelOf, rawScores, scoreSheet } from './scoring';

const all = (choice: Choice): AnswerSheet => ({ choices: ITEM_KEYS.map(() => choice) });

describe('itemScore', () => {
  it('keeps plus-keyed choices and reverses minus-keyed ones', () => {
    expect([1, 2, 3, 4, 5].map((c) => itemScore('plus', c as Choice))).toEqual([1, 2, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map((c) => itemScore('minus', c as Choice))).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('rawScores', () => {
  it('"Very Accurate" to every item gives N 92, E 96, O 72, A 52, C 68 (hand-counted keying)', () => {
    const raw = rawScores(all(5));
    expect(DOMAINS.map((d) => raw.domain(d))).toEqual([92, 96, 72, 52, 68]);
  });

  it('"Very Inaccurate" to every item mirrors it: 144 minus the above', () => {
    const raw = rawScores(all(1));
    expect(DOMAINS.map((d) => raw.domain(d))).toEqual([52, 48, 72, 92, 76]);
  });

  it('"Neither" everywhere gives the midpoint: 72 per domain, 12 per facet', () => {
    const raw = rawScores(all(3));
    for (const d of DOMAINS) {
      expect(raw.domain(d)).toBe(72);
      for (const f of [1, 2, 3, 4, 5, 6] as const) expect(raw.facet(d, f)).toBe(12);
    }
  });

  it('facets sum to their domain and stay within 4..20', () => {
    const sheet: AnswerSheet = { choices: ITEM_KEYS.map((_, i) => (((i * 7) % 5) + 1) as Choice) };
    const raw = rawScores(sheet);
    for (const d of DOMAINS) {
      const facets = ([1, 2, 3, 4, 5, 6] as const).map((f) => raw.facet(d, f));
      expect(facets.reduce((a, b) => a + b, 0)).toBe(raw.domain(d));
      facets.forEach((f) => expect(f).toBeGreaterThanOrEqual(4));
      facets.forEach((f) => expect(f).toBeLessThanOrEqual(20));
    }
  });

  it('facet 1 of neuroticism sums items 1, 31, 61 and 91', () => {
    const choices = ITEM_KEYS.map(() => 1 as Choice);
    for (const num of [1, 31, 61, 91]) choices[num - 1] = 5;
    // All four are plus-keyed ("Worry about things", "Fear for the worst", …): 4 × 5.
    expect(rawScores({ choices }).facet('N', 1)).toBe(20);
  });
});

describe('norms', () => {
  it('groups ages as Johnson did', () => {
    expect([16, 20, 21, 40, 41, 60, 61, 120].map(ageGroupOf)).toEqual([
      '-20',
      '-20',
      '21-40',
      '21-40',
      '41-60',
      '41-60',
      '61-',
      '61-',
    ]);
  });

  it('uses the published figures for women aged 21-40', () => {
    const norms = getNormGroup('female', 30);
    expect(norms.domain('N')).toEqual({ mean: 72.14, sd: 16.16 });
    expect(norms.facet('N', 1)).toEqual({ mean: 13.08, sd: 3.68 });
  });

  it('gives other and unspecified genders the mean of the female and male norms', () => {
    for (const gender of ['other', 'unspecified'] as const) {
      const norms = getNormGroup(gender, 30);
      expect(norms.sex).toBe('pooled');
      expect(norms.domain('N').mean).toBeCloseTo((72.14 + 66.97) / 2, 10);
      expect(norms.domain('N').sd).toBeCloseTo((16.16 + 16.48) / 2, 10);
    }
  });
});

describe('scoreSheet', () => {
  it('computes T, percentile and level (hand-computed: woman, 30, N raw 92)', () => {
    const profile = scoreSheet(all(5), 'female', 30);
    const n = profile.domains.find((d) => d.domain === 'N');
    // T = 50 + 10 (92 - 72.14) / 16.16 = 62.2896…; Φ(1.22896) = 0.89046…
    expect(n?.raw).toBe(92);
    expect(n?.t).toBeCloseTo(62.28960396, 6);
    expect(n?.percentile).toBeCloseTo(89.0458, 3);
    expect(n?.level).toBe('high');
    expect(profile.norm).toEqual({ sex: 'female', ageGroup: '21-40' });
  });

  it('gives every domain and facet finite numbers within range', () => {
    for (const choice of [1, 3, 5] as const) {
      for (const gender of ['female', 'male', 'other', 'unspecified'] as const) {
        for (const age of [16, 35, 50, 90]) {
          for (const d of scoreSheet(all(choice), gender, age).domains) {
            for (const s of [d, ...d.facets]) {
              expect(Number.isFinite(s.t)).toBe(true);
              expect(s.percentile).toBeGreaterThanOrEqual(0);
              expect(s.percentile).toBeLessThanOrEqual(100);
            }
            expect(d.facets).toHaveLength(6);
          }
        }
      }
    }
  });

  it('draws level boundaries at T 45 and 55', () => {
    expect([44.99, 45, 50, 55, 55.01].map(levelOf)).toEqual([
      'low',
      'average',
      'average',
      'average',
      'high',
    ]);
  });
});
