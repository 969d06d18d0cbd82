import 'client-only';
import { normalizeResultId } from '../id';

/**
 * What this browser remembers about results saved in it: `resultId` (the last result, under the
 * key the first version of the site used), the deletion token of every result saved here, by id,
 * and since the change view the date each was saved. Nothing else; nothing leaves the browser except a token sent with a deletion its
 * owner asked for.
 */
export const RESULT_ID_KEY = 'resultId';
export const DELETE_TOKENS_KEY = 'resultDeleteTokens';
export const SAVED_AT_KEY = 'resultSavedAt';
/** Private results taken in this browser: the check of each link, with when it was written. */
export const PRIVATE_KEY = 'resultPrivateLinks';
/** The most private links remembered; the oldest are forgotten first. */
const MAX_PRIVATE = 100;

/**
 * A string map from local storage; anything else (edited, damaged, foreign) reads as empty, and an
 * entry that is not a string is skipped (one damaged entry must not lose every deletion key).
 * Checked by hand, not with zod: this runs on the first paint of every result page, where zod/mini
 * would add 18 KB gzip (the bundler keeps its whole schemas module); docs/architecture.md.
 */
function readMap(key: string): Record<string, string> {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

const readTokens = () => readMap(DELETE_TOKENS_KEY);

export function rememberResult(id: string, deleteToken: string, savedAt = new Date()) {
  try {
    localStorage.setItem(RESULT_ID_KEY, id);
    localStorage.setItem(DELETE_TOKENS_KEY, JSON.stringify({ ...readTokens(), [id]: deleteToken }));
    localStorage.setItem(
      SAVED_AT_KEY,
      JSON.stringify({ ...readMap(SAVED_AT_KEY), [id]: savedAt.toISOString() }),
    );
  } catch {
    // Private browsing or a full storage: the result is saved all the same; only the shortcut is lost.
  }
}

/** The last result saved in this browser (lower case), or '' when there is none. */
export function lastResultId(): string {
  try {
    return normalizeResultId(localStorage.getItem(RESULT_ID_KEY) ?? '') ?? '';
  } catch {
    return '';
  }
}

/**
 * Notes that this browser took the private result whose link has this check: only here is
 * "store it after all" offered, so that someone who was sent the link cannot store the result
 * and hold its deletion key in its owner's place.
 */
export function rememberPrivateResult(check: string, at = new Date()) {
  try {
    const kept = Object.entries({ ...readMap(PRIVATE_KEY), [check]: at.toISOString() })
      .sort(([, a], [, b]) => (a < b ? 1 : -1))
      .slice(0, MAX_PRIVATE);
    localStorage.setItem(PRIVATE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage blocked or full: the link works all the same; it cannot be stored from here later.
  }
}

/** Whether this browser took the private result whose link has this check. */
export function tookPrivateResult(check: string): boolean {
  return Object.hasOwn(readMap(PRIVATE_KEY), check);
}

export function deleteTokenFor(id: string): string | null {
  return readTokens()[id] ?? null;
}

/** After a deletion: the token, the date and, if it pointed there, the last-result shortcut. */
export function forgetResult(id: string) {
  try {
    const tokens = readTokens();
    delete tokens[id];
    localStorage.setItem(DELETE_TOKENS_KEY, JSON.stringify(tokens));
    const dates = readMap(SAVED_AT_KEY);
    if (id in dates) {
      delete dates[id];
      localStorage.setItem(SAVED_AT_KEY, JSON.stringify(dates));
    }
    if (localStorage.getItem(RESULT_ID_KEY) === id) localStorage.removeItem(RESULT_ID_KEY);
  } catch {
    // nothing to forget
  }
}

export interface KeptResult {
  id: string;
  /** When this browser saved it (ISO 8601); null for results kept before dates were. */
  savedAt: string | null;
}

/**
 * Every result this browser kept, once each, in lower case: those it holds a deletion token for
 * and the last result (which older versions kept without a token). Malformed entries are skipped.
 */
export function keptResults(): KeptResult[] {
  let last: string | null = null;
  try {
    last = localStorage.getItem(RESULT_ID_KEY);
  } catch {
    return []; // storage blocked: nothing was kept
  }
  const dates = readMap(SAVED_AT_KEY);
  const ids = new Set<string>();
  for (const candidate of [...Object.keys(readTokens()), ...(last ? [last] : [])]) {
    const id = normalizeResultId(candidate);
    if (id) ids.add(id);
  }
  return [...ids].map((id) => {
    const date = dates[id] ? new Date(dates[id]) : null;
    return { id, savedAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null };
  });
}

/**
 * A snapshot of the kept results as one string that only changes when they do (for
 * useSyncExternalStore, which compares snapshots by identity), and the events that change it.
 */
export function keptResultsSnapshot(): string {
  try {
    return [RESULT_ID_KEY, DELETE_TOKENS_KEY, SAVED_AT_KEY]
      .map((key) => localStorage.getItem(key) ?? '')
      .join('\u0000');
  } catch {
    return '';
  }
}

export function subscribeToKeptResults(onChange: () => void) {
  const listener = (event: StorageEvent) => {
    if (event.key === null || [RESULT_ID_KEY, DELETE_TOKENS_KEY, SAVED_AT_KEY].includes(event.key))
      onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
