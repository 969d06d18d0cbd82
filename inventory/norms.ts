import type { Domain, Facet, Gender } from './info';
import { normGroups as groups, type NormGroupData } from './norms-data';

/**
 * Johnson's published norms of the 120-item IPIP-NEO (means and SDs of raw sums) by sex and four age
 * groups; source and figures in norms.json (a copy of the project's shared data file), checked and
 * packed by the inventory build (scripts/norms.mjs), read in norms-data.ts.
 */
export interface Norm {
  mean: number;
  sd: number;
}

export type AgeGroup = '-20' | '21-40' | '41-60' | '61-';
export type NormSex = 'female' | 'male' | 'pooled';

export interface NormGroup {
  sex: NormSex;
  ageGroup: AgeGroup;
  domain: (domain: Domain) => Norm;
  facet: (domain: Domain, facet: Facet) => Norm;
}

export function ageGroupOf(age: number): AgeGroup {
  if (age <= 20) return '-20';
  if (age <= 40) return '21-40';
  if (age <= 60) return '41-60';
  return '61-';
}

function findGroup(sex: 'female' | 'male', ageGroup: AgeGroup) {
  const group = groups.find(
    (g) => g.sex === sex && ageGroupOf(g.ageMax ?? g.ageMin ?? 0) === ageGroup,
  );
  if (!group) throw new Error(`No norms for ${sex} ${ageGroup}`);
  return group;
}

function facetNorm(group: NormGroupData, domain: Domain, facet: Facet): Norm {
  const norm = group.facets[domain][facet - 1];
  if (!norm) throw new Error(`No norms for facet ${domain}${facet}`);
  return norm;
}

/**
 * Visitors who choose neither female nor male get the mean of the two groups' norms
 * (mean of the means, mean of the SDs). The SD of an even mixture would be at most 0.3 points larger.
 */
function meanOf(a: Norm, b: Norm): Norm {
  return { mean: (a.mean + b.mean) / 2, sd: (a.sd + b.sd) / 2 };
}

export function getNormGroup(gender: Gender, age: number): NormGroup {
  const ageGroup = ageGroupOf(age);
  if (gender === 'female' || gender === 'male') {
    const group = findGroup(gender, ageGroup);
    return {
      sex: gender,
      ageGroup,
      domain: (domain) => group.domains[domain],
      facet: (domain, facet) => facetNorm(group, domain, facet),
    };
  }
  const female = findGroup('female', ageGroup);
  const male = findGroup('male', ageGroup);
  return {
    sex: 'pooled',
    ageGroup,
    domain: (domain) => meanOf(female.domains[domain], male.domains[domain]),
    facet: (domain, facet) =>
      meanOf(facetNorm(female, domain, facet), facetNorm(male, domain, facet)),
  };
}
