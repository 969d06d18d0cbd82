import { parseResultInput, RESULT_ID_PATTERN } from '../results/id';
import { NAME_MAX, NAME_PATTERN, normalizeName } from './name';

export { NAME_MAX, NAME_PATTERN, normalizeName } from './name';

/** At most this many people in one comparison, and this many characters in its id. */
export const MAX_PEOPLE = 10;
export const MAX_COMPARE_ID_LENGTH = 2000;

export interface Person {
  name: string;
  id: string;
}

function isPerson(value: unknown): value is Person {
  if (typeof value !== 'object' || value === null) return false;
  const { name, id } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    name.length >= 1 &&
    name.length <= NAME_MAX &&
    NAME_PATTERN.test(name) &&
    typeof id === 'string' &&
    RESULT_ID_PATTERN.test(id)
  );
}

/**
 * The people of a comparison: 2 to MAX_PEOPLE, names and results unique (names regardless of
 * case), ids in lower case. Checked by hand, not with zod: the compare builder decodes lists on
 * its first paint, where zod/mini would add 18 KB gzip (docs/architecture.md).
 */
function parsePeople(value: unknown): Person[] | null {
  if (!Array.isArray(value) || value.length < 2 || value.length > MAX_PEOPLE) return null;
  if (!value.every(isPerson)) return null;
  // Checked again once normalized: two spellings of one name (composed or not) are the same
  // name, and normalizing can lengthen a name (U+0958 becomes two characters).
  const people = value.map(({ name, id }) => ({ name: normalizeName(name), id: id.toLowerCase() }));
  if (!people.every((p) => p.name.length <= NAME_MAX && NAME_PATTERN.test(p.name))) return null;
  const unique = (keys: string[]) => new Set(keys).size === keys.length;
  if (!unique(people.map((p) => p.name.toLocaleLowerCase()))) return null;
  if (!unique(people.map((p) => p.id))) return null;
  return people;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The shareable id of a comparison: base64url of the JSON list of names and result ids. */
export function encodeCompareId(people: Person[]): string {
  const json = JSON.stringify(people.map((p) => ({ name: p.name, id: p.id.toLowerCase() })));
  return toBase64Url(new TextEncoder().encode(json));
}

export type CompareIdError = 'tooLong' | 'encoding' | 'json' | 'tooMany' | 'shape';
export type DecodeResult = { ok: true; people: Person[] } | { ok: false; error: CompareIdError };

/** Reads a comparison id; anything malformed is a typed error, never an exception. */
export function decodeCompareId(id: string): DecodeResult {
  if (id.length > MAX_COMPARE_ID_LENGTH) return { ok: false, error: 'tooLong' };
  const bytes = fromBase64Url(id);
  if (!bytes) return { ok: false, error: 'encoding' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: 'encoding' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'json' };
  }
  if (Array.isArray(value) && value.length > MAX_PEOPLE) return { ok: false, error: 'tooMany' };
  const people = parsePeople(value);
  if (!people) return { ok: false, error: 'shape' };
  return { ok: true, people };
}

export type PersonFieldError =
  'nameInvalid' | 'nameTaken' | 'resultInvalid' | 'resultTaken' | 'resultNotFound';

/**
 * Adds a person to a comparison list (or replaces the one at `editing`): the typed name tidied and
 * checked, the id read from a pasted id or link, both unique in the list. The compare page's form
 * uses it in the browser and, for a form sent before the page's scripts run, on the server.
 */
export function addPerson(
  people: readonly Person[],
  typedName: string,
  typedResult: string,
  editing: number | null = null,
):
  | { ok: true; people: Person[] }
  | { ok: false; errors: { name?: PersonFieldError; result?: PersonFieldError } } {
  const others = people.filter((_, i) => i !== editing);
  const name = normalizeName(typedName);
  const id = parseResultInput(typedResult);
  const errors: { name?: PersonFieldError; result?: PersonFieldError } = {};
  if (!name || name.length > NAME_MAX || !NAME_PATTERN.test(name)) errors.name = 'nameInvalid';
  else if (others.some((p) => p.name.toLocaleLowerCase() === name.toLocaleLowerCase()))
    errors.name = 'nameTaken';
  if (!id) errors.result = 'resultInvalid';
  else if (others.some((p) => p.id === id)) errors.result = 'resultTaken';
  if (errors.name || errors.result || !id) return { ok: false, errors };
  const person = { name, id };
  return {
    ok: true,
    people:
      editing === null ? [...people, person] : people.map((p, i) => (i === editing ? person : p)),
  };
}

/** A list of people from an edit link or a form (`people` = a comparison id); empty if invalid. */
export function peopleFromParam(value: string | null | undefined): Person[] {
  if (!value) return [];
  // An edit link or form may carry a list of one: decode it as part of a longer one.
  const decoded = decodeCompareId(value);
  if (decoded.ok) return decoded.people;
  const bytes = fromBase64Url(value);
  if (!bytes) return [];
  let list: unknown;
  try {
    list = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return [];
  }
  if (!Array.isArray(list) || list.length > MAX_PEOPLE) return [];
  let people: Person[] = [];
  for (const entry of list) {
    const { name, id } = (entry ?? {}) as Partial<Record<keyof Person, unknown>>;
    if (typeof name !== 'string' || typeof id !== 'string') return [];
    const next = addPerson(people, name, id);
    if (!next.ok) return [];
    people = next.people;
  }
  return people;
}

/**
 * A name to offer for a result saved with a username (handle): dots and underscores become
 * spaces and digits go, since a name is letters and spaces only ("ana_b.99" -> "ana b"). Null
 * when nothing usable is left or the name is already taken in `people`.
 */
export function nameFromHandle(handle: string | null | undefined, people: readonly Person[] = []) {
  if (!handle) return null;
  const name = normalizeName(handle.replace(/^@/, '').replace(/[\d._]+/g, ' '));
  if (!name || name.length > NAME_MAX || !NAME_PATTERN.test(name)) return null;
  const taken = people.some((p) => p.name.toLocaleLowerCase() === name.toLocaleLowerCase());
  return taken ? null : name;
}
