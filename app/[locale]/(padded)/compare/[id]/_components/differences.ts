import { DOMAINS, type Domain } from '@/inventory/info';

/** A percentile as the pages show it: whole, from 1 to 99 (0 and 100 would read as absolute). */
export const shownPercentile = (percentile: number) =>
  Math.round(Math.min(99, Math.max(1, percentile)));

export interface Difference {
  domain: Domain;
  /** Index of the person with the highest percentile, and theirs (as shown). */
  high: number;
  highValue: number;
  /** Index of the person with the lowest percentile, and theirs (as shown). */
  low: number;
  lowValue: number;
}

/** A gap smaller than this many percentile points is not called a difference. */
export const MIN_GAP = 20;

/**
 * The domains where the people compared are furthest apart, largest gap first: in each, who is
 * highest and who lowest (the first listed on a tie). Domains are matched by key, never by
 * position; a person without a domain is left out of it. At most `limit`, none below MIN_GAP.
 */
export function largestDifferences(
  people: readonly { domains: readonly { domain: Domain; percentile: number }[] }[],
  limit = 3,
): Difference[] {
  const differences: Difference[] = [];
  for (const domain of DOMAINS) {
    let best: Difference | null = null;
    people.forEach((person, i) => {
      const score = person.domains.find((d) => d.domain === domain);
      if (!score) return;
      const value = shownPercentile(score.percentile);
      if (!best) best = { domain, high: i, highValue: value, low: i, lowValue: value };
      else if (value > best.highValue) best = { ...best, high: i, highValue: value };
      else if (value < best.lowValue) best = { ...best, low: i, lowValue: value };
    });
    const found = best as Difference | null;
    if (found && found.highValue - found.lowValue >= MIN_GAP) differences.push(found);
  }
  // Stable: equal gaps keep the report's domain order.
  return differences
    .sort((a, b) => b.highValue - b.lowValue - (a.highValue - a.lowValue))
    .slice(0, limit);
}
