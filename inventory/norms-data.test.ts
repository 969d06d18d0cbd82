/** @jest-environment node */
import { z } from 'zod';
import { DOMAINS } from './info';
import normsData from './norms.json';
import { facetAlphaData, normGroups, readFacetAlphas, readNormGroups } from './norms-data';

/** The rules of norms-data.ts as a zod schema: the two must agree on the file we ship. */
const alphas = z.array(z.number().gt(0).lt(1)).length(6);
const normSchema = z.object({ mean: z.number().positive(), sd: z.number().positive() });
const schema = z.object({
  groups: z
    .array(
      z.object({
        sex: z.enum(['female', 'male']),
        ageMin: z.number().int().nullable(),
        ageMax: z.number().int().nullable(),
        domains: z.record(z.enum(DOMAINS), normSchema),
        facets: z.record(
          z.enum(DOMAINS),
          z.array(normSchema.extend({ facet: z.number().int().min(1).max(6) })).length(6),
        ),
      }),
    )
    .length(8),
  facetAlpha: z.object({
    source: z.string(),
    ...(Object.fromEntries(DOMAINS.map((domain) => [domain, alphas])) as Record<
      (typeof DOMAINS)[number],
      typeof alphas
    >),
  }),
});

const copy = () => JSON.parse(JSON.stringify(normsData)) as typeof normsData;

describe('norms.json', () => {
  it('is read as the zod schema reads it', () => {
    const parsed = schema.parse(normsData);
    expect(normGroups).toEqual(parsed.groups);
    expect(facetAlphaData).toMatchObject(
      Object.fromEntries(DOMAINS.map((d) => [d, parsed.facetAlpha[d]])),
    );
  });

  it.each([
    ['seven groups', (d: ReturnType<typeof copy>) => d.groups.pop()],
    [
      'an unknown sex',
      (d: ReturnType<typeof copy>) => ((d.groups[0] as { sex: string }).sex = 'x'),
    ],
    ['a zero SD', (d: ReturnType<typeof copy>) => (d.groups[1]!.domains.N.sd = 0)],
    [
      'a missing domain',
      (d: ReturnType<typeof copy>) => delete (d.groups[2]!.domains as { C?: unknown }).C,
    ],
    ['five facets', (d: ReturnType<typeof copy>) => d.groups[3]!.facets.E.pop()],
    ['a facet 7', (d: ReturnType<typeof copy>) => (d.groups[4]!.facets.O[0]!.facet = 7)],
    [
      'a text mean',
      (d: ReturnType<typeof copy>) => ((d.groups[5]!.facets.A[0] as { mean: unknown }).mean = '1'),
    ],
    [
      'a fractional age',
      (d: ReturnType<typeof copy>) => ((d.groups[6] as { ageMin: unknown }).ageMin = 20.5),
    ],
  ])('refuses norm groups with %s', (_, spoil) => {
    const data = copy();
    spoil(data);
    expect(() => schema.parse(data)).toThrow();
    expect(() => readNormGroups(data)).toThrow(/norm groups/);
  });

  it.each([
    ['an alpha of 1', (d: ReturnType<typeof copy>) => (d.facetAlpha.N[0] = 1)],
    ['a negative alpha', (d: ReturnType<typeof copy>) => (d.facetAlpha.C[5] = -0.2)],
    ['five alphas', (d: ReturnType<typeof copy>) => d.facetAlpha.A.pop()],
    [
      'no source',
      (d: ReturnType<typeof copy>) => delete (d.facetAlpha as { source?: string }).source,
    ],
  ])('refuses facet alphas with %s', (_, spoil) => {
    const data = copy();
    spoil(data);
    expect(() => schema.parse(data)).toThrow();
    expect(() => readFacetAlphas(data)).toThrow(/facet alphas/);
  });
});
