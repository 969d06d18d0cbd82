import { referenceChange } from '@/test/reference-change';
import { changeBetween, countReliable } from './change';
import type { Choice } from './info';
import { ITEM_KEYS } from './items';
import { withBands } from './reliability';
import { scoreSheet } from './scoring';

/** A varied first answer set, and a second one with Neuroticism at its maximum and E2 a step up. */
const first = ITEM_KEYS.map((_, i) => ((i % 5) + 1) as Choice);
const second = ITEM_KEYS.map((item, i): Choice => {
  if (item.domain === 'N') return item.keyed === 'plus' ? 5 : 1;
  if (item.domain === 'E' && item.facet === 2)
    return (
      item.keyed === 'plus' ? Math.min(5, first[i]! + 1) : Math.max(1, first[i]! - 1)
    ) as Choice;
  return first[i]!;
});

function flatten(changes: ReturnType<typeof changeBetween>) {
  return changes.flatMap((domain) => [
    { scale: domain.domain, ...domain },
    ...domain.facets.map((facet) => ({ scale: `${domain.domain}${facet.facet}`, ...facet })),
  ]);
}

describe('changeBetween', () => {
  it.each([
    ['the same norm group', 30, 34],
    ['two age groups (the norms differ)', 38, 43],
  ])('equals an independent computation for %s', (_, age1, age2) => {
    const changes = changeBetween(
      scoreSheet({ choices: first }, 'female', age1),
      scoreSheet({ choices: second }, 'female', age2),
    );
    const expected = referenceChange(first, second, { sex: 'female', age1, age2 });
    const actual = flatten(changes);
    expect(actual.map((s) => s.scale)).toEqual(expected.map((s) => s.scale));
    actual.forEach((scale, i) => {
      const reference = expected[i]!;
      expect(scale.earlier.t).toBeCloseTo(reference.t1, 9);
      expect(scale.later.t).toBeCloseTo(reference.t2, 9);
      expect(scale.earlier.percentile).toBeCloseTo(reference.percentile1, 5);
      expect(scale.later.percentile).toBeCloseTo(reference.percentile2, 5);
      expect(scale.difference).toBeCloseTo(reference.difference, 9);
      expect(scale.rci).toBeCloseTo(reference.rci, 9);
      expect({ scale: scale.scale, reliable: scale.reliable }).toEqual({
        scale: reference.scale,
        reliable: reference.reliable,
      });
    });
  });

  it('tells a change beyond measurement error from one within it', () => {
    const changes = changeBetween(
      scoreSheet({ choices: first }, 'male', 25),
      scoreSheet({ choices: second }, 'male', 25),
    );
    const n = changes.find((d) => d.domain === 'N')!;
    expect(n.difference).toBeGreaterThan(0);
    expect(n.rci).toBeGreaterThan(1.96);
    expect(n.reliable).toBe(true);
    // A few raw points on a four-item facet are within its (large) measurement error.
    const e2 = changes.find((d) => d.domain === 'E')!.facets.find((f) => f.facet === 2)!;
    expect(e2.difference).toBeGreaterThan(0);
    expect(e2.reliable).toBe(false);
    // Unchanged answers under the same norms: no change at all.
    const o = changes.find((d) => d.domain === 'O')!;
    expect(o.difference).toBe(0);
    expect(o.rci).toBe(0);
    expect(o.reliable).toBe(false);
  });

  it('reads the same from a banded profile (as the API sends it) and is antisymmetric', () => {
    const a = scoreSheet({ choices: first }, 'unspecified', 50);
    const b = scoreSheet({ choices: second }, 'unspecified', 50);
    const forward = flatten(changeBetween(withBands(a), withBands(b)));
    const backward = flatten(changeBetween(b, a));
    forward.forEach((scale, i) => {
      expect(backward[i]!.rci).toBeCloseTo(-scale.rci, 12);
      expect(backward[i]!.sem).toBe(scale.sem);
    });
  });

  it('counts the scales that changed reliably, out of 35', () => {
    const changes = changeBetween(
      scoreSheet({ choices: first }, 'female', 30),
      scoreSheet({ choices: second }, 'female', 30),
    );
    const expected = referenceChange(first, second, { sex: 'female', age1: 30, age2: 30 });
    expect(countReliable(changes)).toEqual({
      reliable: expected.filter((s) => s.reliable).length,
      of: 35,
    });
    expect(countReliable(changes).reliable).toBeGreaterThan(0);
  });
});
