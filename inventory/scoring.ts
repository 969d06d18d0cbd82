import type { AnswerSheet } from './answers';
import { DOMAINS, FACETS, type Choice, type Domain, type Facet, type Gender } from './info';
import { ITEM_KEYING, type Keyed } from './keying';
import { normalCdf } from './normal';
import { getNormGroup, type AgeGroup, type Norm, type NormSex } from './norms';

export type Level = 'low' | 'average' | 'high';

export interface ScaleScore {
  /** Sum of the item scores: 24..120 for a domain, 4..20 for a facet. */
  raw: number;
  /** T = 50 + 10 (raw - mean) / sd. */
  t: number;
  /** Percent of the norm group scoring lower, from the exact normal CDF (0..100, unrounded). */
  percentile: number;
  level: Level;
}

export interface FacetScore extends ScaleScore {
  facet: Facet;
}

export interface DomainScore extends ScaleScore {
  domain: Domain;
  facets: FacetScore[];
}

export interface Profile {
  norm: { sex: NormSex; ageGroup: AgeGroup };
  domains: DomainScore[];
}

/** The one place keying turns a choice into a score: plus keeps 1..5, minus reverses it to 5..1. */
export function itemScore(keyed: Keyed, choice: Choice): number {
  return keyed === 'plus' ? choice : 6 - choice;
}

export function levelOf(t: number): Level {
  if (t < 45) return 'low';
  if (t > 55) return 'high';
  return 'average';
}

export function scale(raw: number, norm: Norm): ScaleScore {
  const t = 50 + (10 * (raw - norm.mean)) / norm.sd;
  return { raw, t, percentile: 100 * normalCdf((t - 50) / 10), level: levelOf(t) };
}

/** Raw domain and facet sums of a complete answer sheet. */
export function rawScores(sheet: AnswerSheet) {
  const domains = new Map<Domain, number>(DOMAINS.map((d) => [d, 0]));
  const facets = new Map<string, number>();
  ITEM_KEYING.forEach((item, i) => {
    const choice = sheet.choices[i];
    if (choice === undefined) throw new Error('Answer sheet is incomplete');
    const score = itemScore(item.keyed, choice);
    domains.set(item.domain, (domains.get(item.domain) ?? 0) + score);
    const key = `${item.domain}${item.facet}`;
    facets.set(key, (facets.get(key) ?? 0) + score);
  });
  return {
    domain: (domain: Domain) => domains.get(domain) ?? 0,
    facet: (domain: Domain, facet: Facet) => facets.get(`${domain}${facet}`) ?? 0,
  };
}

/** Raw sums, T scores, percentiles and levels against the visitor's norm group. */
export function scoreSheet(sheet: AnswerSheet, gender: Gender, age: number): Profile {
  const raw = rawScores(sheet);
  const norms = getNormGroup(gender, age);
  return {
    norm: { sex: norms.sex, ageGroup: norms.ageGroup },
    domains: DOMAINS.map((domain) => ({
      domain,
      ...scale(raw.domain(domain), norms.domain(domain)),
      facets: FACETS.map((facet) => ({
        facet,
        ...scale(raw.facet(domain, facet), norms.facet(domain, facet)),
      })),
    })),
  };
}
