import generatedItems from './generated/items.json';
import { ITEM_KEYING, type ItemKeying } from './keying';

export type { Keyed } from './keying';

/** One statement of the inventory; identical in every language except its text. */
export interface ItemKey extends ItemKeying {
  id: string;
}

export interface Item extends ItemKey {
  text: string;
}

function toItemKey(
  raw: { id: string; keyed: string; domain: string; facet: number },
  index: number,
) {
  // Scoring reads the keying from keying.json (inventory/keying.ts); both files come from the same
  // build step and must agree.
  const keying = ITEM_KEYING[index];
  if (
    !keying ||
    keying.keyed !== raw.keyed ||
    keying.domain !== raw.domain ||
    keying.facet !== raw.facet
  ) {
    throw new Error(`Inventory item ${index + 1} is malformed; run npm run inventory`);
  }
  return Object.freeze({ ...keying, id: raw.id });
}

if (generatedItems.length !== ITEM_KEYING.length)
  throw new Error('inventory/generated/items.json is malformed; run npm run inventory');
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
