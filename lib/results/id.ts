/**
 * The one place that knows what a result id is: 24 hexadecimal characters,
 * accepted in either case and stored, cached, tagged and linked in lower case. Used by the API,
 * the stores, the remote proxy, the pages, comparison ids, the lookup forms, analytics (which
 * hides ids) and, through the save response's schema, the service worker. Imports nothing, so
 * every bundle can use it.
 */
const ID = '[0-9a-f]{24}';
/** A result id in either case, as visitors and links may give it. */
export const RESULT_ID_PATTERN = new RegExp(`^${ID}$`, 'i');
/** A result id as the site itself writes it (API answers, the save response): lower case. */
export const CANONICAL_RESULT_ID = new RegExp(`^${ID}$`);
/** `/result/{id}` inside a path, in either case, followed by the path's end or `/`, `?`, `#`. */
export const RESULT_PATH_PATTERN = new RegExp(`/result/${ID}(?=[/?#]|$)`, 'i');

/** The canonical (lower-case) form of a result id, or null when it is not one. */
export function normalizeResultId(id: string): string | null {
  return RESULT_ID_PATTERN.test(id) ? id.toLowerCase() : null;
}

/**
 * What a visitor pasted, reduced to a result id: an http(s) URL is cut down to what
 * follows its /result/ path (spaces removed, lowercased); anything else only has its spaces removed.
 * Returns the lowercase id, or null when the result is not 24 hexadecimal characters.
 */
export function parseResultInput(input: string): string | null {
  const trimmed = input.trim();
  let candidate = trimmed.replace(/\s+/g, '');
  if (/^https?:\/\//i.test(trimmed)) {
    let path = candidate;
    try {
      path = new URL(candidate).pathname;
    } catch {
      // not a valid URL after all: use the text as it is
    }
    const match = /\/result\/([^/?#]*)/i.exec(path);
    candidate = (match ? match[1]! : path).toLowerCase();
  }
  return normalizeResultId(candidate);
}
