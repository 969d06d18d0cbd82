import type { Domain, Facet } from './info';
import {
  domainReliability,
  facetReliability,
  reliableChange,
  type Reliability,
} from './reliability';
import type { ScaleScore } from './scoring';

/** The scores of one result that a change is read from (a Profile, or a result from the API). */
export interface ChangeInput {
  domains: readonly (Pick<ScaleScore, 'raw' | 't' | 'percentile'> & {
    domain: Domain;
    facets: readonly (Pick<ScaleScore, 'raw' | 't' | 'percentile'> & { facet: Facet })[];
  })[];
}

type Point = Pick<ScaleScore, 'raw' | 't' | 'percentile'>;

/** One scale in two results: both scores and the reliable change between them. */
export interface ScaleChange {
  earlier: Point;
  later: Point;
  /** Standard error of measurement of the scale (T points), from its reliability. */
  sem: number;
  /** T₂ − T₁. */
  difference: number;
  /** (T₂ − T₁) / (√2·SEM). */
  rci: number;
  /** |RCI| > 1.96: a change larger than measurement error. */
  reliable: boolean;
}

export interface DomainChange extends ScaleChange {
  domain: Domain;
  facets: (ScaleChange & { facet: Facet })[];
}

const point = ({ raw, t, percentile }: Point): Point => ({ raw, t, percentile });

function scaleChange(earlier: Point, later: Point, { sem }: Reliability): ScaleChange {
  return {
    earlier: point(earlier),
    later: point(later),
    sem,
    ...reliableChange(earlier.t, later.t, sem),
  };
}

/**
 * Every domain and facet of two results of the same inventory, in the earlier result's order,
 * with the reliable change index of each. The SEM is the scale's own (inventory/reliability.ts),
 * never a figure carried by a result: a result from another API host may come without it.
 */
export function changeBetween(earlier: ChangeInput, later: ChangeInput): DomainChange[] {
  return earlier.domains.map((before) => {
    const after = later.domains.find((d) => d.domain === before.domain);
    if (!after) throw new Error(`The later result has no domain ${before.domain}`);
    return {
      domain: before.domain,
      ...scaleChange(before, after, domainReliability(before.domain)),
      facets: before.facets.map((facetBefore) => {
        const facetAfter = after.facets.find((f) => f.facet === facetBefore.facet);
        if (!facetAfter) throw new Error(`The later result has no facet ${facetBefore.facet}`);
        return {
          facet: facetBefore.facet,
          ...scaleChange(
            facetBefore,
            facetAfter,
            facetReliability(before.domain, facetBefore.facet),
          ),
        };
      }),
    };
  });
}

/** How many of the scales (domains and facets) changed by more than measurement error. */
export function countReliable(changes: readonly DomainChange[]): { reliable: number; of: number } {
  const scales = changes.flatMap((domain) => [domain, ...domain.facets]);
  return { reliable: scales.filter((s) => s.reliable).length, of: scales.length };
}
