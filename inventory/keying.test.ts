import items from './generated/items.json';
import { ITEM_KEYS } from './items';
import { ITEM_KEYING } from './keying';

describe('item keying', () => {
  it('has the keying, domain and facet of every item, in the order of items.json', () => {
    expect(ITEM_KEYING).toHaveLength(120);
    expect(ITEM_KEYING.map(({ keyed, domain, facet }) => ({ keyed, domain, facet }))).toEqual(
      items.map(({ keyed, domain, facet }) => ({ keyed, domain, facet })),
    );
    expect(ITEM_KEYING.map((item) => item.num)).toEqual(items.map((_, i) => i + 1));
  });

  it('is what the items with ids carry', () => {
    expect(ITEM_KEYS.map(({ id: _, ...keying }) => keying)).toEqual(ITEM_KEYING);
  });

  it('has four items per facet, 24 per domain, reverse-keyed items in every domain', () => {
    const perFacet = new Map<string, number>();
    for (const item of ITEM_KEYING)
      perFacet.set(
        `${item.domain}${item.facet}`,
        (perFacet.get(`${item.domain}${item.facet}`) ?? 0) + 1,
      );
    expect([...perFacet.values()]).toEqual(Array(30).fill(4));
    for (const domain of ['N', 'E', 'O', 'A', 'C'])
      expect(ITEM_KEYING.some((item) => item.domain === domain && item.keyed === 'minus')).toBe(
        true,
      );
  });
});
