import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An independent computation of the change between two answer sets, for the tests of the change
 * view (unit and e2e): it reads the item keys and Johnson's norms straight from their JSON files
 * and uses none of inventory/'s scoring, norms, normal CDF or reliability code.
 */

interface RawItem {
  keyed: 'plus' | 'minus';
  domain: string;
  facet: number;
}
interface RawNorm {
  mean: number;
  sd: number;
}
interface RawGroup {
  sex: 'female' | 'male';
  ageMin: number | null;
  ageMax: number | null;
  domains: Record<string, RawNorm>;
  facets: Record<string, (RawNorm & { facet: number })[]>;
}
interface RawNorms {
  groups: RawGroup[];
  facetAlpha: Record<string, number[]>;
}

const root = path.join(__dirname, '..');
const items = JSON.parse(
  readFileSync(path.join(root, 'inventory', 'generated', 'items.json'), 'utf8'),
) as RawItem[];
const norms = JSON.parse(
  readFileSync(path.join(root, 'inventory', 'norms.json'), 'utf8'),
) as RawNorms;

/** Johnson's domain alphas (IPIP-NEO-120, Eugene-Springfield sample), as the issue cites them. */
const DOMAIN_ALPHAS: Record<string, number> = { N: 0.88, E: 0.84, O: 0.85, A: 0.81, C: 0.84 };

/** Φ by midpoint integration of the normal density. */
function phi(z: number): number {
  const from = -12;
  const steps = 24000;
  const h = (z - from) / steps;
  let sum = 0;
  for (let i = 0; i < steps; i++) {
    const x = from + (i + 0.5) * h;
    sum += Math.exp((-x * x) / 2);
  }
  return (sum * h) / Math.sqrt(2 * Math.PI);
}

function group(sex: 'female' | 'male', age: number): RawGroup {
  const found = norms.groups.find(
    (g) => g.sex === sex && (g.ageMin ?? 0) <= age && age <= (g.ageMax ?? Infinity),
  );
  if (!found) throw new Error(`no norm group for ${sex} ${age}`);
  return found;
}

export interface ReferenceScale {
  /** `N` for a domain, `N1` for a facet. */
  scale: string;
  t1: number;
  t2: number;
  percentile1: number;
  percentile2: number;
  difference: number;
  rci: number;
  reliable: boolean;
}

/** Both results' T scores and percentiles, and the reliable change of every domain and facet. */
export function referenceChange(
  answers1: readonly number[],
  answers2: readonly number[],
  person: { sex: 'female' | 'male'; age1: number; age2: number },
): ReferenceScale[] {
  const scaleSums = (answers: readonly number[]) => {
    const sums = new Map<string, number>();
    items.forEach((item, i) => {
      const choice = answers[i]!;
      const score = item.keyed === 'plus' ? choice : 6 - choice;
      for (const key of [item.domain, `${item.domain}${item.facet}`])
        sums.set(key, (sums.get(key) ?? 0) + score);
    });
    return sums;
  };
  const sums1 = scaleSums(answers1);
  const sums2 = scaleSums(answers2);
  const group1 = group(person.sex, person.age1);
  const group2 = group(person.sex, person.age2);
  const normOf = (g: RawGroup, scale: string): RawNorm =>
    scale.length === 1
      ? g.domains[scale]!
      : g.facets[scale[0]!]!.find((f) => f.facet === Number(scale[1]))!;
  const alphaOf = (scale: string) =>
    scale.length === 1
      ? DOMAIN_ALPHAS[scale]!
      : norms.facetAlpha[scale[0]!]![Number(scale[1]) - 1]!;
  const scales = ['N', 'E', 'O', 'A', 'C'].flatMap((d) => [
    d,
    ...[1, 2, 3, 4, 5, 6].map((f) => `${d}${f}`),
  ]);
  return scales.map((scale) => {
    const n1 = normOf(group1, scale);
    const n2 = normOf(group2, scale);
    const t1 = 50 + (10 * (sums1.get(scale)! - n1.mean)) / n1.sd;
    const t2 = 50 + (10 * (sums2.get(scale)! - n2.mean)) / n2.sd;
    const sem = 10 * Math.sqrt(1 - alphaOf(scale));
    const rci = (t2 - t1) / (Math.sqrt(2) * sem);
    return {
      scale,
      t1,
      t2,
      percentile1: 100 * phi((t1 - 50) / 10),
      percentile2: 100 * phi((t2 - 50) / 10),
      difference: t2 - t1,
      rci,
      reliable: Math.abs(rci) > 1.96,
    };
  });
}
