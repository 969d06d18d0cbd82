import { DOMAINS, type Domain } from '@/inventory/info';
import {
  bandOf,
  differenceBeyondError,
  domainReliability,
  facetReliability,
  type Band,
} from '@/inventory/reliability';
import type { PublicResult } from '@/lib/results/public-result';

/** A percentile as the pages show it: whole, from 1 to 99 (0 and 100 would read as absolute). */
export const shownPercentile = (percentile: number) =>
  Math.round(Math.min(99, Math.max(1, percentile)));

/** A domain score as a comparison reads it: its T score and, when the result has it, its SEM. */
export interface ComparedScore {
  domain: Domain;
  percentile: number;
  t: number;
  sem?: number | undefined;
}

export interface Difference {
  domain: Domain;
  /** Index of the person with the highest score, and their percentile (as shown). */
  high: number;
  highValue: number;
  /** Index of the person with the lowest score, and their percentile (as shown). */
  low: number;
  lowValue: number;
}

/**
 * The domains where the people compared differ by more than measurement error, largest gap (in
 * percentile points, as shown) first: in each, who scores highest and who lowest (the first listed
 * on a tie). A gap counts only when the two T scores differ by more than 1.96 times the standard
 * error of their difference (inventory/reliability.ts differenceBeyondError), the rule the result
 * page's bands and the change view follow; a gap inside the error is not called a difference,
 * however many percentile points it spans. Domains are matched by key, never by position; a
 * person without a domain is left out of it. At most `limit`.
 */
export function largestDifferences(
  people: readonly { domains: readonly ComparedScore[] }[],
  limit = 3,
): Difference[] {
  const differences: (Difference & { gap: number })[] = [];
  const sem = (score: ComparedScore) => score.sem ?? domainReliability(score.domain).sem;
  for (const domain of DOMAINS) {
    let high: { index: number; score: ComparedScore } | undefined;
    let low: { index: number; score: ComparedScore } | undefined;
    for (const [index, person] of people.entries()) {
      const score = person.domains.find((d) => d.domain === domain);
      if (!score) continue;
      if (!high || score.t > high.score.t) high = { index, score };
      if (!low || score.t < low.score.t) low = { index, score };
    }
    if (!high || !low) continue;
    const apart = differenceBeyondError(
      { t: high.score.t, sem: sem(high.score) },
      { t: low.score.t, sem: sem(low.score) },
    );
    if (!apart.beyond) continue;
    const highValue = shownPercentile(high.score.percentile);
    const lowValue = shownPercentile(low.score.percentile);
    differences.push({
      domain,
      high: high.index,
      highValue,
      low: low.index,
      lowValue,
      gap: highValue - lowValue,
    });
  }
  // Stable: equal gaps keep the report's domain order.
  return differences
    .sort((a, b) => b.gap - a.gap)
    .slice(0, limit)
    .map(({ gap: _gap, ...difference }) => difference);
}

type DomainScore = PublicResult['domains'][number];
type FacetScore = DomainScore['facets'][number];

/**
 * A score's 95 % band as the result page shows it: the one the result carries, or, from a host
 * that sends none, the band its scale's reliability gives (inventory/reliability.ts).
 */
export function bandOfScore(score: DomainScore | FacetScore, domain: DomainScore['domain']): Band {
  if (score.band) return score.band;
  const { sem } =
    'facet' in score ? facetReliability(domain, score.facet) : domainReliability(domain);
  return bandOf(score.t, score.sem ?? sem);
}
