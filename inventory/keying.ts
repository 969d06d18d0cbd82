import keying from './generated/keying.json';
import { DOMAINS, FACETS, type Domain, type Facet } from './info';

export type Keyed = 'plus' | 'minus';

/** What scoring needs of one item: its keying and its scale. The same in every language. */
export interface ItemKeying {
  keyed: Keyed;
  domain: Domain;
  facet: Facet;
  /** 1-based position in the inventory. */
  num: number;
}

function readKeying(data: { keyed: string; domain: string; facet: string }): ItemKeying[] {
  const { keyed, domain, facet } = data;
  if (keyed.length !== 120 || domain.length !== 120 || facet.length !== 120)
    throw new Error('inventory/generated/keying.json is malformed; run npm run inventory');
  return Array.from({ length: 120 }, (_, i) => {
    const d = DOMAINS.find((x) => x === domain[i]);
    const f = FACETS.find((x) => String(x) === facet[i]);
    const k = keyed[i] === '+' ? 'plus' : keyed[i] === '-' ? 'minus' : undefined;
    if (!d || !f || !k)
      throw new Error(`Inventory item ${i + 1} is malformed; run npm run inventory`);
    return Object.freeze({ keyed: k, domain: d, facet: f, num: i + 1 });
  });
}

/**
 * The 120 items' keying and scales in inventory order, from a compact file the inventory build
 * writes (scripts/build-inventory.mjs): pages that score in the browser (a private result) need
 * this, not the items' ids (inventory/items.ts adds those).
 */
export const ITEM_KEYING: readonly ItemKeying[] = Object.freeze(readKeying(keying));
