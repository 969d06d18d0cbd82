import type { Domain, Facet } from './info';
import { normalCdf } from './normal';
import { facetAlphaData as facetAlphas } from './norms-data';
import { levelOf, type Level, type Profile, type ScaleScore } from './scoring';

/**
 * How sure a score is: the standard error of measurement of each scale from its reliability
 * (Cronbach's alpha), on the T scale where the norm group's SD is 10, and what follows from it.
 *
 * - SEM = 10·√(1 − α); the 95 % band is T ± 1.96·SEM, read back as percentiles.
 * - A level (low, average, high) is "probable" when the band crosses a cut-off (T 45 or 55).
 * - Reliable change index between two results: RCI = (T₂ − T₁) / (√2·SEM); |RCI| > 1.96 is a
 *   change larger than measurement error (Jacobson & Truax, 1991).
 *
 * Jacobson & Truax used a test-retest reliability; no test-retest figure is published for this
 * inventory, so its internal consistency (alpha) stands in, as the result page says.
 *
 * Facet alphas: norms.json `facetAlpha` (the IPIP web site's IPIP-300 vs IPIP-120 table, Johnson
 * 2011). Domain alphas: DOMAIN_ALPHA below, from the same table.
 */

/**
 * Cronbach's alpha of the five 24-item domain scales of the IPIP-NEO-120 in the Eugene-Springfield
 * community sample: the "IPIP 120" column of "Characteristics of the IPIP Scales Measuring
 * Constructs Similar to Those in the 30 NEO-PI-R Facet Scales (Johnson, 2011)", ipip.ori.org/
 * IPIP300-120ComparisonTable.htm, reported in Johnson, J. A. (2014), Measuring thirty facets of
 * the Five Factor Model with a 120-item public domain inventory, Journal of Research in
 * Personality 51, 78-89. The same table gives the facet alphas in norms.json.
 */
export const DOMAIN_ALPHA: Record<Domain, number> = { N: 0.88, E: 0.84, O: 0.85, A: 0.81, C: 0.84 };

export function domainReliability(domain: Domain): Reliability {
  const alpha = DOMAIN_ALPHA[domain];
  return { alpha, sem: semOf(alpha) };
}

export interface Reliability {
  alpha: number;
  /** Standard error of measurement in T points. */
  sem: number;
}

/** 95 % of a normal distribution lies within this many standard errors of its mean. */
export const Z95 = 1.96;
/** The level cut-offs on the T scale (scoring.ts levelOf). */
export const LEVEL_CUTOFFS = [45, 55] as const;

export const semOf = (alpha: number) => 10 * Math.sqrt(1 - alpha);

export function facetReliability(domain: Domain, facet: Facet): Reliability {
  const alpha = facetAlphas[domain][facet - 1]!;
  return { alpha, sem: semOf(alpha) };
}

/** The band of a score on the T scale and as percentiles (0..100, unrounded). */
export interface Band {
  tLow: number;
  tHigh: number;
  percentileLow: number;
  percentileHigh: number;
  /** The level is "probable" rather than certain: the band crosses a level cut-off. */
  levelUncertain: boolean;
}

export function bandOf(t: number, sem: number): Band {
  const tLow = t - Z95 * sem;
  const tHigh = t + Z95 * sem;
  const level: Level = levelOf(t);
  return {
    tLow,
    tHigh,
    percentileLow: 100 * normalCdf((tLow - 50) / 10),
    percentileHigh: 100 * normalCdf((tHigh - 50) / 10),
    levelUncertain: levelOf(tLow) !== level || levelOf(tHigh) !== level,
  };
}

/**
 * Whether two scores on one scale differ by more than measurement error: two people's scores, or
 * one person's at two times. Each score carries its own error, so the standard error of their
 * difference is √(SEM₁² + SEM₂²) (√2·SEM when both come from one scale); a difference counts when
 * it is larger than 1.96 times that, as a 95 % band would.
 */
export function differenceBeyondError(
  a: { t: number; sem: number },
  b: { t: number; sem: number },
) {
  const error = Math.hypot(a.sem, b.sem);
  const difference = a.t - b.t;
  return { difference, error, beyond: Math.abs(difference) > Z95 * error };
}

/** Reliable change index of a scale between two results, and whether it is beyond error. */
export function reliableChange(t1: number, t2: number, sem: number) {
  const rci = (t2 - t1) / (Math.SQRT2 * sem);
  return { difference: t2 - t1, rci, reliable: Math.abs(rci) > Z95 };
}

export type WithBand<S extends ScaleScore> = S & { sem: number; band: Band };

export type BandedDomain = Omit<WithBand<Profile['domains'][number]>, 'facets'> & {
  facets: WithBand<Profile['domains'][number]['facets'][number]>[];
};

/** A profile whose every domain and facet has its standard error and 95 % band. */
export interface BandedProfile {
  norm: Profile['norm'];
  domains: BandedDomain[];
}

/** A profile with every domain and facet's standard error and 95 % band. */
export function withBands(profile: Profile): BandedProfile {
  return {
    norm: profile.norm,
    domains: profile.domains.map((domain) => {
      const { sem } = domainReliability(domain.domain);
      return {
        ...domain,
        sem,
        band: bandOf(domain.t, sem),
        facets: domain.facets.map((facet) => {
          const { sem: facetSem } = facetReliability(domain.domain, facet.facet);
          return { ...facet, sem: facetSem, band: bandOf(facet.t, facetSem) };
        }),
      };
    }),
  };
}
