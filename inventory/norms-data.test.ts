/** @jest-environment node */
import { packNorms } from '../scripts/norms.mjs';
import packed from './generated/norms.json';
import { DOMAINS, FACETS } from './info';
import normsData from './norms.json';
import { facetAlphaData, normGroups, readFacetAlphas, readNormGroups } from './norms-data';

const copy = () => JSON.parse(JSON.stringify(normsData)) as typeof normsData;
type Source = ReturnType<typeof copy>;
type Packed = ReturnType<typeof packNorms>;

describe('norms.json, checked and packed by the inventory build', () => {
  it('is what the site reads, figure for figure', () => {
    expect(packNorms(normsData)).toEqual(packed);
    expect(normGroups).toHaveLength(8);
    normsData.groups.forEach((source, g) => {
      const read = normGroups[g]!;
      expect(read).toMatchObject({ sex: source.sex, ageMin: source.ageMin, ageMax: source.ageMax });
      for (const domain of DOMAINS) {
        expect(read.domains[domain]).toEqual(source.domains[domain]);
        for (const facet of FACETS) {
          const { mean, sd } = source.facets[domain].find((f) => f.facet === facet)!;
          expect(read.facets[domain][facet - 1]).toEqual({ mean, sd });
        }
      }
    });
    for (const domain of DOMAINS)
      expect(facetAlphaData[domain]).toEqual(normsData.facetAlpha[domain]);
  });

  it('takes the facets in their numbered order, whatever their order in the file', () => {
    const data = copy();
    data.groups[0]!.facets.N.reverse();
    expect(packNorms(data)).toEqual(packNorms(normsData));
  });

  it.each([
    ['seven groups', (d: Source) => d.groups.pop()],
    ['an unknown sex', (d: Source) => ((d.groups[0] as { sex: string }).sex = 'x')],
    ['a zero SD', (d: Source) => (d.groups[1]!.domains.N.sd = 0)],
    ['a missing domain', (d: Source) => delete (d.groups[2]!.domains as { C?: unknown }).C],
    ['five facets', (d: Source) => d.groups[3]!.facets.E.pop()],
    ['a facet 7', (d: Source) => (d.groups[4]!.facets.O[0]!.facet = 7)],
    ['a facet twice', (d: Source) => (d.groups[4]!.facets.O[0]!.facet = 2)],
    ['a text mean', (d: Source) => ((d.groups[5]!.facets.A[0] as { mean: unknown }).mean = '1')],
    ['a fractional age', (d: Source) => ((d.groups[6] as { ageMin: unknown }).ageMin = 20.5)],
    ['an alpha of 1', (d: Source) => (d.facetAlpha.N[0] = 1)],
    ['a negative alpha', (d: Source) => (d.facetAlpha.C[5] = -0.2)],
    ['five alphas', (d: Source) => d.facetAlpha.A.pop()],
    ['no source', (d: Source) => delete (d.facetAlpha as { source?: string }).source],
  ])('stops the build on a file with %s', (_, spoil) => {
    const data = copy();
    spoil(data);
    expect(() => packNorms(data)).toThrow(/inventory\/norms\.json is malformed/);
  });
});

describe('the packed norms, as the site reads them', () => {
  const packedCopy = () => JSON.parse(JSON.stringify(packed)) as Packed;

  it.each([
    ['seven groups', (d: Packed) => d.groups.pop()],
    ['an unknown sex', (d: Packed) => ((d.groups[0] as unknown[])[0] = 'x')],
    ['a zero SD', (d: Packed) => (d.groups[1]![3][1] = 0)],
    ['a short facet list', (d: Packed) => d.groups[2]![4].pop()],
    ['a text mean', (d: Packed) => ((d.groups[3]![4] as unknown[])[0] = '1')],
    ['a fractional age', (d: Packed) => (d.groups[4]![2] = 20.5)],
  ])('refuses norm groups with %s', (_, spoil) => {
    const data = packedCopy();
    spoil(data);
    expect(() => readNormGroups(data)).toThrow(/run npm run inventory/);
  });

  it.each([
    ['an alpha of 1', (d: Packed) => (d.facetAlpha.N[0] = 1)],
    ['a negative alpha', (d: Packed) => (d.facetAlpha.C[5] = -0.2)],
    ['five alphas', (d: Packed) => d.facetAlpha.A.pop()],
    ['a missing domain', (d: Packed) => delete (d.facetAlpha as { O?: unknown }).O],
  ])('refuses facet alphas with %s', (_, spoil) => {
    const data = packedCopy();
    spoil(data);
    expect(() => readFacetAlphas(data)).toThrow(/run npm run inventory/);
  });
});
