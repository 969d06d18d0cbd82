import {
  answerQuality,
  inconsistencyIndex,
  INCONSISTENCY_DOUBT,
  INCONSISTENCY_DOUBTFUL,
  LONG_RUN_LIMIT,
  longestRuns,
  mixedFacets,
} from './answer-quality';
import type { Choice } from './info';
import { ITEM_KEYS } from './items';

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Answers of a careful person: one standing per facet, a point of scatter on half the items. */
function careful(rnd: () => number): Choice[] {
  const standing = new Map<string, number>();
  return ITEM_KEYS.map((item) => {
    const key = `${item.domain}${item.facet}`;
    if (!standing.has(key)) standing.set(key, 1 + rnd() * 4);
    const scatter = rnd() < 0.5 ? (rnd() - 0.5) * 2 : 0;
    const scored = Math.min(5, Math.max(1, Math.round(standing.get(key)! + scatter)));
    return (item.keyed === 'plus' ? scored : 6 - scored) as Choice;
  });
}

const atRandom = (rnd: () => number) => ITEM_KEYS.map(() => (1 + Math.floor(rnd() * 5)) as Choice);
const seconds = (perItem: number) => ITEM_KEYS.map(() => perItem);

describe('answer quality', () => {
  it('finds the longest run of each answer', () => {
    expect(longestRuns([1, 1, 3, 3, 3, 5, 1, 1, 1, 1])).toEqual({ 1: 4, 2: 0, 3: 3, 4: 0, 5: 1 });
  });

  it("flags runs longer than the limits of Johnson's program, per answer option", () => {
    const rnd = random(7);
    const answers = careful(rnd).map((choice) => (choice === 4 ? 5 : choice)) as Choice[];
    answers.fill(4, 30, 30 + LONG_RUN_LIMIT[4]);
    expect(answerQuality(answers).reasons.some((r) => r.kind === 'longRun')).toBe(false);
    answers.fill(4, 30, 30 + LONG_RUN_LIMIT[4] + 1);
    const quality = answerQuality(answers);
    expect(quality.verdict).toBe('doubtful');
    expect(quality.reasons[0]).toEqual({ kind: 'longRun', choice: 4, length: 12, limit: 11 });
  });

  it('reads speed: under 2 s a statement is doubtful, many fast pages raise doubts', () => {
    const answers = careful(random(3));
    expect(answerQuality(answers, { seconds: seconds(6), pageSize: 3 }).verdict).toBe('good');
    expect(answerQuality(answers, { seconds: seconds(1), pageSize: 3 }).verdict).toBe('doubtful');
    // Half the pages rushed, the other half slow enough to keep the average above 2 s.
    const mixed = ITEM_KEYS.map((_, i) => (Math.floor(i / 3) % 2 ? 1 : 8));
    const quality = answerQuality(answers, { seconds: mixed, pageSize: 3 });
    expect(quality.reasons).toContainEqual({ kind: 'fastPages', pages: 20, of: 40 });
    expect(quality.verdict).toBe('someDoubts');
    // Unknown timing: nothing said about speed.
    expect(answerQuality(answers).indicators.secondsPerItem).toBeNull();
  });

  it("judges the average pace from the test's whole time when each answer's is not known", () => {
    const answers = careful(random(5));
    const fromTotal = (totalSeconds: number | null) =>
      answerQuality(answers, { seconds: null, totalSeconds, pageSize: 3 });
    // The figure shown and the verdict come from the same average.
    expect(fromTotal(600).indicators).toMatchObject({ secondsPerItem: 5, fastPages: null });
    expect(fromTotal(600).verdict).toBe('good');
    expect(fromTotal(120).reasons).toContainEqual({ kind: 'fast', secondsPerItem: 1 });
    expect(fromTotal(120).verdict).toBe('doubtful');
    // A time of zero (or none) is no time: nothing said about speed.
    expect(fromTotal(0).indicators.secondsPerItem).toBeNull();
    expect(fromTotal(null).indicators.secondsPerItem).toBeNull();
    // Each answer's time, when known, wins over the whole.
    expect(
      answerQuality(answers, { seconds: seconds(6), totalSeconds: 60, pageSize: 3 }).indicators
        .secondsPerItem,
    ).toBe(6);
  });

  it('computes inconsistency over the 21 facets keyed both ways', () => {
    expect(mixedFacets()).toHaveLength(21);
    // Agreeing with every statement, whatever its direction, is as inconsistent as it gets.
    expect(inconsistencyIndex(ITEM_KEYS.map(() => 5 as Choice))).toBe(4);
    expect(answerQuality(ITEM_KEYS.map(() => 5 as Choice)).verdict).toBe('doubtful');
  });

  it('tells answers chosen at random from careful ones (the thresholds, by simulation)', () => {
    const rnd = random(42);
    const share = (make: () => Choice[], limit: number) => {
      let above = 0;
      for (let n = 0; n < 2000; n++) if (inconsistencyIndex(make()) > limit) above++;
      return above / 2000;
    };
    expect(share(() => atRandom(rnd), INCONSISTENCY_DOUBT)).toBeGreaterThan(0.85);
    expect(share(() => atRandom(rnd), INCONSISTENCY_DOUBTFUL)).toBeGreaterThan(0.3);
    expect(share(() => careful(rnd), INCONSISTENCY_DOUBT)).toBe(0);
    expect(share(() => careful(rnd), 0.6)).toBe(0);
  });

  it('raises doubts when most answers are neutral', () => {
    const neutral = ITEM_KEYS.map((_, i) => (i % 3 ? 3 : (i % 5) + 1) as Choice);
    const quality = answerQuality(neutral);
    expect(quality.indicators.neutralShare).toBeGreaterThan(0.5);
    expect(quality.reasons.some((r) => r.kind === 'neutral')).toBe(true);
  });

  it('finds nothing to doubt in careful, unhurried answers', () => {
    const rnd = random(11);
    for (let n = 0; n < 200; n++)
      expect(answerQuality(careful(rnd), { seconds: seconds(5), pageSize: 3 }).verdict).toBe(
        'good',
      );
  });
});
