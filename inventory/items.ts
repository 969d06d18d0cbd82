import generatedItems from './generated/items.json';
import { DOMAINS, FACETS, type Domain, type Facet } from './info';

export type Keyed = 'plus' | 'minus';

/** One statement of the inventory; identical in every language except its text. */
export interface ItemKey {
  id: string;
  keyed: Keyed;
  domain: Domain;
  facet: Facet;
  /** 1-based position in the inventory. */
  num: number;
}

export interface Item extends ItemKey {
  text: string;
}

function toItemKey(
  raw: { id: string; keyed: string; domain: string; facet: number },
  index: number,
) {
  const domain = DOMAINS.find((d) => d === raw.domain);
  const facet = FACETS.find((f) => f === raw.facet);
  if (!domain || !facet || (raw.keyed !== 'plus' && raw.keyed !== 'minus')) {
    throw new Error(`Inventory item ${index + 1} is malformed; run npm run inventory`);
  }
  return Object.freeze({ id: raw.id, keyed: raw.keyed, domain, facet, num: index + 1 });
}

/** The 120 items in inventory order (generated from @bigfive-org/questions' English data). */
export const ITEM_KEYS: readonly ItemKey[] = Object.freeze(generatedItems.map(toItemKey));

const byId = new Map(ITEM_KEYS.map((item) => [item.id, item]));

export function getItemKey(id: string): ItemKey | undefined {
  return byId.get(id);
}

/** Joins the language-independent keys with one language's texts (same order). */
export function withTexts(texts: readonly string[]): Item[] {
  return ITEM_KEYS.map((key, i) => ({ ...key, text: texts[i] ?? '' }));
}
