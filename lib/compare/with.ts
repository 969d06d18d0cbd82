import { NAME_MAX, NAME_PATTERN, normalizeName } from './name';
import { normalizeResultId } from '../results/id';

/**
 * A test taken to be compared with someone's result: a result page links to
 * `/test?compareWith={resultId}&name={name}`, and once this visitor's test is saved, the
 * comparison of the two opens. Kept with the test's state and, offline, with the queued test.
 * What the comparison then shows is in ./target.ts (kept apart: the test's first paint needs only
 * these checks, not the comparison id's encoding); a stored pair is read by ./schemas.ts.
 */
export interface CompareWith {
  /** The other person's result id (lower case). */
  id: string;
  /** Their name as the link gave it, or null (a localized default is used then). */
  name: string | null;
}

/** A name a comparison accepts (./name.ts's rule), tidied; null otherwise. */
export function parseCompareName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = normalizeName(value);
  return name.length >= 1 && name.length <= NAME_MAX && NAME_PATTERN.test(name) ? name : null;
}

/**
 * Reads the link's (or a stored) pair. A malformed id drops both; a malformed name only the name,
 * so a link that mangled the name still leads to the comparison.
 */
export function parseCompareWith(id: unknown, name: unknown): CompareWith | null {
  const resultId = typeof id === 'string' ? normalizeResultId(id) : null;
  if (!resultId) return null;
  return { id: resultId, name: parseCompareName(name) };
}
