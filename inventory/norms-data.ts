import packed from './generated/norms.json';
import { DOMAINS, FACETS, type Domain } from './info';

/**
 * Johnson's norm groups and the facet alphas, from inventory/norms.json as the inventory build
 * checks and packs it (scripts/norms.mjs: zod, every rule of the file) into
 * inventory/generated/norms.json: numbers only, in a fixed order, so that a page scoring in the
 * browser (a private result) carries half the bytes. Here only the packed shape is checked.
 */

export interface NormData {
  mean: number;
  sd: number;
}

export interface NormGroupData {
  sex: 'female' | 'male';
  ageMin: number | null;
  ageMax: number | null;
  domains: Record<Domain, NormData>;
  /** Per domain, facets 1..6 in order. */
  facets: Record<Domain, NormData[]>;
}

const MALFORMED = 'inventory/generated/norms.json is malformed; run npm run inventory';

const isPositiveList = (value: unknown, length: number): value is number[] =>
  Array.isArray(value) &&
  value.length === length &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n) && n > 0);

/** `[mean, sd, mean, sd, …]` as norms, from `offset`. */
const pairs = (list: number[], offset: number, count: number): NormData[] =>
  Array.from({ length: count }, (_, i) => ({
    mean: list[offset + 2 * i]!,
    sd: list[offset + 2 * i + 1]!,
  }));

/** The eight norm groups (two sexes × four age groups); throws on anything else. */
export function readNormGroups(data: { groups: unknown }): NormGroupData[] {
  const { groups } = data;
  if (!Array.isArray(groups) || groups.length !== 8) throw new Error(MALFORMED);
  return groups.map((group: unknown) => {
    if (!Array.isArray(group)) throw new Error(MALFORMED);
    const [sex, ageMin, ageMax, domains, facets] = group as unknown[];
    const isAge = (age: unknown) => age === null || Number.isInteger(age);
    if (
      (sex !== 'female' && sex !== 'male') ||
      !isAge(ageMin) ||
      !isAge(ageMax) ||
      !isPositiveList(domains, 2 * DOMAINS.length) ||
      !isPositiveList(facets, 2 * DOMAINS.length * FACETS.length)
    )
      throw new Error(MALFORMED);
    const domainNorms = pairs(domains, 0, DOMAINS.length);
    return {
      sex,
      ageMin: ageMin as number | null,
      ageMax: ageMax as number | null,
      domains: Object.fromEntries(DOMAINS.map((domain, d) => [domain, domainNorms[d]!])) as Record<
        Domain,
        NormData
      >,
      facets: Object.fromEntries(
        DOMAINS.map((domain, d) => [domain, pairs(facets, 2 * FACETS.length * d, FACETS.length)]),
      ) as Record<Domain, NormData[]>,
    };
  });
}

/** Cronbach's alpha of each domain's six facets, each between 0 and 1; throws on anything else. */
export function readFacetAlphas(data: { facetAlpha: unknown }): Record<Domain, number[]> {
  const alphas = data.facetAlpha as Record<string, unknown> | null;
  const valid =
    typeof alphas === 'object' &&
    alphas !== null &&
    DOMAINS.every(
      (domain) =>
        isPositiveList(alphas[domain], FACETS.length) && alphas[domain].every((a) => a < 1),
    );
  if (!valid) throw new Error(MALFORMED);
  return alphas as Record<Domain, number[]>;
}

export const normGroups = readNormGroups(packed);
export const facetAlphaData = readFacetAlphas(packed);
