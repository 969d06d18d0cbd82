import { DOMAINS, FACETS, type Choice, type Domain, type Facet } from './info';
import { ITEM_KEYING } from './keying';
import { itemScore } from './scoring';

/**
 * How much to trust a profile, from the answers and their timing. Never blocks a result: the page
 * explains it and the API carries it. Every threshold and its source is here, with its tests
 * (answer-quality.test.ts); the FAQ explains them in plain words.
 *
 * 1. Long runs of one answer. Johnson's own scoring program for this 120-item inventory
 *    (shortipipneo3.cgi, the program the norms come from) ends a protocol whose longest run of an
 *    answer exceeds: Very Inaccurate 9, Moderately Inaccurate 9, Neither 8, Moderately Accurate 11,
 *    Very Accurate 9. Beyond them the answers are likely given without reading the statements.
 * 2. Speed. Fewer than 2 seconds per statement is faster than careful reading (the "two seconds per
 *    item" rule of Huang, Curran, Keeney, Poposki & DeShon, 2012, J. Business & Psychology 27,
 *    99-114), counted over the whole test and per page of statements.
 * 3. Inconsistency. In 21 of the 30 facets, some statements are keyed one way and some the other
 *    ("Trust others" / "Distrust people"). Scored, they should agree: a careful person who agrees
 *    with one disagrees with the other. The index is the mean, over those facets, of the absolute
 *    difference between the mean scored answer of each direction (0 to 4 points). No published
 *    cut-off exists for it; ours comes from simulation (answer-quality.test.ts): answers chosen at
 *    random score above 1.0 in about 9 of 10 protocols and above 1.3 in about 4 of 10, while
 *    answers given with care (any profile, with the usual scatter of a point either way on half
 *    the statements) stay below 0.6. Above 1.0: "some doubts"; above 1.3: "doubtful".
 * 4. Neutral answers. "Neither accurate nor inaccurate" is a fair answer to some statements, but
 *    when it is the answer to most of them the scores all drift to the middle and say little. No
 *    published threshold exists; ours: more than half the statements ("some doubts"), more than
 *    three quarters ("doubtful").
 */

/** Longest allowed run of each answer option (1 = Very Inaccurate … 5 = Very Accurate). */
export const LONG_RUN_LIMIT: Record<Choice, number> = { 1: 9, 2: 9, 3: 8, 4: 11, 5: 9 };
/** Seconds per statement below which reading cannot have been careful. */
export const MIN_SECONDS_PER_ITEM = 2;
export const INCONSISTENCY_DOUBT = 1.0;
export const INCONSISTENCY_DOUBTFUL = 1.3;
export const NEUTRAL_SHARE_DOUBT = 0.5;
export const NEUTRAL_SHARE_DOUBTFUL = 0.75;

export type Verdict = 'good' | 'someDoubts' | 'doubtful';

export type QualityReason =
  | { kind: 'longRun'; choice: Choice; length: number; limit: number }
  | { kind: 'fast'; secondsPerItem: number }
  | { kind: 'fastPages'; pages: number; of: number }
  | { kind: 'inconsistent'; index: number }
  | { kind: 'neutral'; share: number };

export interface AnswerQuality {
  verdict: Verdict;
  /** Why, in order of weight; empty when the verdict is good. */
  reasons: QualityReason[];
  indicators: {
    longestRuns: Record<Choice, number>;
    /** Null when the timing is unknown (results saved before times were kept). */
    secondsPerItem: number | null;
    fastPages: number | null;
    pages: number | null;
    inconsistency: number;
    neutralShare: number;
  };
}

/** The longest run of each answer, in the order the statements were shown (inventory order). */
export function longestRuns(choices: readonly Choice[]): Record<Choice, number> {
  const longest: Record<Choice, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let run = 0;
  choices.forEach((choice, i) => {
    run = i > 0 && choices[i - 1] === choice ? run + 1 : 1;
    if (run > longest[choice]) longest[choice] = run;
  });
  return longest;
}

/** Facets with statements keyed both ways, and the index of inconsistency (0..4). */
export function inconsistencyIndex(choices: readonly Choice[]): number {
  const differences: number[] = [];
  for (const domain of DOMAINS)
    for (const facet of FACETS) {
      const scored = { plus: [] as number[], minus: [] as number[] };
      ITEM_KEYING.forEach((item, i) => {
        if (item.domain === domain && item.facet === facet)
          scored[item.keyed].push(itemScore(item.keyed, choices[i]!));
      });
      if (!scored.plus.length || !scored.minus.length) continue;
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      differences.push(Math.abs(mean(scored.plus) - mean(scored.minus)));
    }
  return differences.reduce((a, b) => a + b, 0) / differences.length;
}

/** Facets where the index can be computed (statements keyed both ways): 21 of 30. */
export function mixedFacets(): { domain: Domain; facet: Facet }[] {
  return DOMAINS.flatMap((domain) =>
    FACETS.filter((facet) => {
      const keys = new Set(
        ITEM_KEYING.filter((item) => item.domain === domain && item.facet === facet).map(
          (item) => item.keyed,
        ),
      );
      return keys.size === 2;
    }).map((facet) => ({ domain, facet })),
  );
}

const order: Record<Verdict, number> = { good: 0, someDoubts: 1, doubtful: 2 };
const worse = (a: Verdict, b: Verdict): Verdict => (order[a] >= order[b] ? a : b);

/**
 * The quality of a complete answer sheet. `seconds` holds the whole seconds spent on each
 * statement (inventory order; null when unknown) and `pageSize` the statements shown per page.
 * Without them, `totalSeconds` (the test's whole time, when known and above zero) still gives the
 * average time per statement, so the speed check and its figure agree; pages cannot be checked.
 */
export function answerQuality(
  choices: readonly Choice[],
  timing: {
    seconds: readonly number[] | null;
    totalSeconds?: number | null;
    pageSize: number;
  } = { seconds: null, pageSize: 3 },
): AnswerQuality {
  const reasons: { reason: QualityReason; verdict: Verdict }[] = [];

  const runs = longestRuns(choices);
  for (const choice of [1, 2, 3, 4, 5] as const) {
    const limit = LONG_RUN_LIMIT[choice];
    if (runs[choice] > limit)
      reasons.push({
        reason: { kind: 'longRun', choice, length: runs[choice], limit },
        verdict: 'doubtful',
      });
  }

  let secondsPerItem: number | null = null;
  let fastPages: number | null = null;
  let pages: number | null = null;
  if (timing.seconds && timing.seconds.length === choices.length) {
    const total = timing.seconds.reduce((a, b) => a + b, 0);
    secondsPerItem = total / choices.length;
    pages = Math.ceil(choices.length / timing.pageSize);
    fastPages = 0;
    for (let page = 0; page < pages; page++) {
      const slice = timing.seconds.slice(page * timing.pageSize, (page + 1) * timing.pageSize);
      if (slice.reduce((a, b) => a + b, 0) < MIN_SECONDS_PER_ITEM * slice.length) fastPages++;
    }
    if (fastPages / pages > 0.25 && secondsPerItem >= MIN_SECONDS_PER_ITEM)
      reasons.push({
        reason: { kind: 'fastPages', pages: fastPages, of: pages },
        verdict: 'someDoubts',
      });
  } else if (timing.totalSeconds && timing.totalSeconds > 0) {
    secondsPerItem = timing.totalSeconds / choices.length;
  }
  if (secondsPerItem !== null && secondsPerItem < MIN_SECONDS_PER_ITEM)
    reasons.push({ reason: { kind: 'fast', secondsPerItem }, verdict: 'doubtful' });

  const inconsistency = inconsistencyIndex(choices);
  if (inconsistency > INCONSISTENCY_DOUBT)
    reasons.push({
      reason: { kind: 'inconsistent', index: inconsistency },
      verdict: inconsistency > INCONSISTENCY_DOUBTFUL ? 'doubtful' : 'someDoubts',
    });

  const neutralShare = choices.filter((choice) => choice === 3).length / choices.length;
  if (neutralShare > NEUTRAL_SHARE_DOUBT)
    reasons.push({
      reason: { kind: 'neutral', share: neutralShare },
      verdict: neutralShare > NEUTRAL_SHARE_DOUBTFUL ? 'doubtful' : 'someDoubts',
    });

  reasons.sort((a, b) => order[b.verdict] - order[a.verdict]);
  return {
    verdict: reasons.reduce<Verdict>((verdict, r) => worse(verdict, r.verdict), 'good'),
    reasons: reasons.map((r) => r.reason),
    indicators: {
      longestRuns: runs,
      secondsPerItem,
      fastPages,
      pages,
      inconsistency,
      neutralShare,
    },
  };
}
