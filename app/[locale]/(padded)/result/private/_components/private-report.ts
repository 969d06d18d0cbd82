import { answerQuality } from '@/inventory/answer-quality';
import { withBands } from '@/inventory/reliability';
import { scoreSheet } from '@/inventory/scoring';
import type { PrivateResult } from '@/lib/results/private-link';

/**
 * A private result's report, computed in the browser exactly as the API computes a stored one
 * (lib/results/public-result.ts toPublicResult): the banded profile and the answer quality.
 */
export function privateReport(result: PrivateResult) {
  return {
    profile: withBands(scoreSheet({ choices: result.choices }, result.gender, result.age)),
    // The link carries the test's time, not each statement's: the average is checked.
    quality: answerQuality(result.choices, {
      seconds: null,
      totalSeconds: result.timeElapsed,
      pageSize: 3,
    }),
  };
}
