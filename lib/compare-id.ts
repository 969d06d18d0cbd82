import * as z from 'zod/mini';
import { RESULT_ID_PATTERN } from './result-id';

/** At most this many people in one comparison, and this many characters in its id. */
export const MAX_PEOPLE = 10;
export const MAX_COMPARE_ID_LENGTH = 2000;
export const NAME_MAX = 30;
/** Letters and combining marks of any script, with single spaces between words. */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

export const personSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(NAME_MAX), z.regex(NAME_PATTERN)),
  id: z.string().check(z.regex(RESULT_ID_PATTERN)),
});
export type Person = z.infer<typeof personSchema>;

export const peopleSchema = z.array(personSchema).check(
  z.minLength(2),
  z.maxLength(MAX_PEOPLE),
  z.refine(
    (people) => new Set(people.map((p) => p.name.toLocaleLowerCase())).size === people.length,
    'names must be unique',
  ),
  z.refine(
    (people) => new Set(people.map((p) => p.id.toLowerCase())).size === people.length,
    'results must be unique',
  ),
);

/** Tidies a typed name: outer spaces removed, inner runs of spaces made one. */
export const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').normalize('NFC');

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
  const parsed = peopleSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: 'shape' };
  return {
    ok: true,
    people: parsed.data.map((p) => ({ name: normalizeName(p.name), id: p.id.toLowerCase() })),
  };
}
