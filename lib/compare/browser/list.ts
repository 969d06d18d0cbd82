import 'client-only';
import { encodeCompareId, peopleFromParam, type Person } from '../id';

/**
 * The compare builder's list, kept in this browser so that it survives a reload, a closed tab or
 * a detour to fetch a friend's link. Stored as a comparison id (the same base64url of names and
 * result ids as the address), so restoring it goes through the same checks as any link.
 */
export const COMPARE_LIST_KEY = 'compareList';

/** The stored text as it is (a stable snapshot for useSyncExternalStore), or null. */
export function readStoredList(): string | null {
  try {
    return localStorage.getItem(COMPARE_LIST_KEY);
  } catch {
    return null; // storage blocked: the builder starts empty
  }
}

/** The people of a stored list; an edited, damaged or foreign value gives an empty list. */
export function parseStoredList(stored: string | null): Person[] {
  return stored ? peopleFromParam(stored) : [];
}

export function storeList(people: readonly Person[]) {
  try {
    if (people.length) localStorage.setItem(COMPARE_LIST_KEY, encodeCompareId([...people]));
    else localStorage.removeItem(COMPARE_LIST_KEY);
  } catch {
    // Private browsing or a full storage: the list lives as long as the page.
  }
}

export function subscribeToStoredList(onChange: () => void) {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_LIST_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
