/**
 * What this browser remembers about results saved in it: SPEC's `resultId` (the last result) and the
 * deletion token of every result saved here, by id. Nothing else; nothing leaves the browser except
 * a token sent with a deletion its owner asked for.
 */
export const RESULT_ID_KEY = 'resultId';
export const DELETE_TOKENS_KEY = 'resultDeleteTokens';

function readTokens(): Record<string, string> {
  try {
    const raw = localStorage.getItem(DELETE_TOKENS_KEY);
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

export function rememberResult(id: string, deleteToken: string) {
  try {
    localStorage.setItem(RESULT_ID_KEY, id);
    localStorage.setItem(DELETE_TOKENS_KEY, JSON.stringify({ ...readTokens(), [id]: deleteToken }));
  } catch {
    // Private browsing or a full storage: the result is saved all the same; only the shortcut is lost.
  }
}

export function deleteTokenFor(id: string): string | null {
  return readTokens()[id] ?? null;
}

/** After a deletion: the token and, if it pointed there, the last-result shortcut are dropped. */
export function forgetResult(id: string) {
  try {
    const tokens = readTokens();
    delete tokens[id];
    localStorage.setItem(DELETE_TOKENS_KEY, JSON.stringify(tokens));
    if (localStorage.getItem(RESULT_ID_KEY) === id) localStorage.removeItem(RESULT_ID_KEY);
  } catch {
    // nothing to forget
  }
}
