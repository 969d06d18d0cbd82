import { DOMAINS, FACETS, type Domain } from './info';
import normsData from './norms.json';

/**
 * norms.json, checked once when loaded: Johnson's norm groups and the facet alphas. Checked by hand
 * rather than with zod (norms-data.test.ts holds the same rules as a zod schema): private results
 * are scored in the browser, and zod would add some 18 KB to that page for the check of a file we
 * ship ourselves.
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
  facets: Record<Domain, (NormData & { facet: number })[]>;
}

type Dict = Record<string, unknown>;
const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPositive = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const isNorm = (value: unknown): value is NormData =>
  isDict(value) && isPositive(value.mean) && isPositive(value.sd);
const isFacetNorm = (value: unknown) =>
  isDict(value) && isNorm(value) && (FACETS as readonly unknown[]).includes(value.facet);
const isAge = (value: unknown) => value === null || Number.isInteger(value);

function isGroup(value: unknown): value is NormGroupData {
  if (!isDict(value) || (value.sex !== 'female' && value.sex !== 'male')) return false;
  const { domains, facets } = value;
  return (
    isAge(value.ageMin) &&
    isAge(value.ageMax) &&
    isDict(domains) &&
    isDict(facets) &&
    DOMAINS.every((domain) => {
      const list = facets[domain];
      return (
        isNorm(domains[domain]) &&
        Array.isArray(list) &&
        list.length === FACETS.length &&
        list.every(isFacetNorm)
      );
    })
  );
}

/** The eight norm groups (two sexes × four age groups); throws on anything else. */
export function readNormGroups(data: unknown): NormGroupData[] {
  const groups = isDict(data) ? data.groups : undefined;
  if (!Array.isArray(groups) || groups.length !== 8 || !groups.every(isGroup))
    throw new Error('inventory/norms.json: the norm groups are malformed');
  return groups;
}

/** Cronbach's alpha of each domain's six facets, each between 0 and 1; throws on anything else. */
export function readFacetAlphas(data: unknown): Record<Domain, number[]> {
  const alphas = isDict(data) ? data.facetAlpha : undefined;
  const valid =
    isDict(alphas) &&
    typeof alphas.source === 'string' &&
    DOMAINS.every((domain) => {
      const list = alphas[domain];
      return (
        Array.isArray(list) &&
        list.length === FACETS.length &&
        list.every((alpha) => typeof alpha === 'number' && alpha > 0 && alpha < 1)
      );
    });
  if (!valid) throw new Error('inventory/norms.json: the facet alphas are malformed');
  return alphas as Record<Domain, number[]>;
}

export const normGroups = readNormGroups(normsData);
export const facetAlphaData = readFacetAlphas(normsData);
