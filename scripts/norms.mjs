// Checks inventory/norms.json (Johnson's norm groups and facet alphas, a copy of the project's shared
// data file) and packs what scoring needs into the compact form inventory/norms-data.ts reads:
//   { groups: [[sex, ageMin, ageMax, [N mean, N sd, E mean, …], [N1 mean, N1 sd, N2 mean, …, C6 sd]], …],
//     facetAlpha: { N: [6 alphas], … } }
// Domains in the order N E O A C, facets 1..6 within each. Without the descriptions and the key names,
// the private result page (scored in the browser) carries ~1.4 KB gzip of norms instead of ~2.8 KB.
// Plain JavaScript so that `npm install` can run it (scripts/build-inventory.mjs); checked with zod here,
// once, so the browser does not have to check a file we build ourselves.
import { z } from 'zod';

export const DOMAINS = ['N', 'E', 'O', 'A', 'C'];
const FACETS = [1, 2, 3, 4, 5, 6];

const norm = z.object({ mean: z.number().positive(), sd: z.number().positive() });
const alphas = z.array(z.number().gt(0).lt(1)).length(FACETS.length);
const domainRecord = (schema) =>
  z.object(Object.fromEntries(DOMAINS.map((domain) => [domain, schema])));

export const normsSchema = z.object({
  groups: z
    .array(
      z.object({
        sex: z.enum(['female', 'male']),
        ageMin: z.number().int().nullable(),
        ageMax: z.number().int().nullable(),
        domains: domainRecord(norm),
        facets: domainRecord(
          z
            .array(norm.extend({ facet: z.number().int().min(1).max(6) }))
            .length(FACETS.length)
            .refine((list) => FACETS.every((facet) => list.some((f) => f.facet === facet)), {
              message: 'every facet once',
            }),
        ),
      }),
    )
    .length(8),
  facetAlpha: domainRecord(alphas).extend({ source: z.string().min(1) }),
});

/** The compact form of norms.json; throws (naming the first problem) if the file is malformed. */
export function packNorms(data) {
  const result = normsSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `inventory/norms.json is malformed at ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  const { groups, facetAlpha } = result.data;
  return {
    groups: groups.map(({ sex, ageMin, ageMax, domains, facets }) => [
      sex,
      ageMin,
      ageMax,
      DOMAINS.flatMap((domain) => [domains[domain].mean, domains[domain].sd]),
      DOMAINS.flatMap((domain) =>
        FACETS.flatMap((facet) => {
          const { mean, sd } = facets[domain].find((f) => f.facet === facet);
          return [mean, sd];
        }),
      ),
    ]),
    facetAlpha: Object.fromEntries(DOMAINS.map((domain) => [domain, facetAlpha[domain]])),
  };
}
