import {
  CHOICES,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  testInfo,
  type Choice,
  type Gender,
} from '@/inventory/info';
import { isQuestionnaireLanguage } from '@/inventory/language-ids';
import { HANDLE_PATTERN } from './handle';
import { MAX_ELAPSED_SECONDS } from './limits';

/**
 * A private result: the test's answers carried in the link's fragment (after `#`, which browsers
 * never send to a server), so that nothing of it is stored anywhere. The page at
 * PRIVATE_RESULT_PATH reads it and scores it in the browser.
 *
 * Version 2, fields separated by dots (every character is unreserved in a URL, so the link stays
 * the same when pasted, linkified or percent-encoded):
 *
 *     2.en.f34.612.t5x2ab.ana_b.AbC…(48).Xy12Zq
 *     │ │  │└┤ │   │      │     │        └ check: FNV-1a (32 bits) of everything before its dot,
 *     │ │  │ │ │   │      │     │          base64url, 6 characters
 *     │ │  │ │ │   │      │     └ the 120 answers in inventory order, ten per 3 bytes (5^10 < 2^24),
 *     │ │  │ │ │   │      │       base64url: 48 characters
 *     │ │  │ │ │   │      └ optional handle (letters, digits, dots, underscores; never last, so a
 *     │ │  │ │ │   │        trailing dot cannot be cut off by a linkifier)
 *     │ │  │ │ │   └ when the test was finished: Unix seconds in base 36
 *     │ │  │ │ └ seconds the test took (visible time, as the API stores it)
 *     │ │  │ └ age, then `r` when the answers were filled in at random (a debug result, invalid)
 *     │ │  └ gender: f(emale), m(ale), o(ther), u(nspecified)
 *     │ └ questionnaire language
 *     └ format version
 *
 * Decoding is strict: one spelling per result (no leading zeros, no extra characters), every
 * field in range, and the check must match, so a changed or shortened link is refused rather than
 * read as some other result (a changed answer still decodes as answers; only the check tells).
 * Version 1, the same without the check, is still read: links written before it keep working.
 * Checked by hand rather than with zod: it is one regular expression and a few ranges, and the
 * test page loads this module (see Questions).
 */
export const PRIVATE_RESULT_PATH = '/result/private';
export const PRIVATE_RESULT_VERSION = 2;
/** The first format, without a check: still read, never written. */
const UNCHECKED_VERSION = 1;

/** Plausible finishing times: from 2020 to 2200 (a typo in the link is refused, not shown). */
const MIN_TAKEN_AT = Date.UTC(2020, 0, 1) / 1000;
const MAX_TAKEN_AT = Date.UTC(2200, 0, 1) / 1000;

const GENDER_CODE: Record<Gender, string> = {
  female: 'f',
  male: 'm',
  other: 'o',
  unspecified: 'u',
};

/** Answers per packed group: 5^10 = 9 765 625 fits 3 bytes (16 777 216). */
const GROUP = 10;
const GROUP_LIMIT = 5 ** GROUP;
const ANSWER_CHARS = ((testInfo.questions / GROUP) * 3 * 4) / 3;

export interface PrivateResult {
  /** Questionnaire language (en, pt-br …). */
  lang: string;
  gender: Gender;
  age: number;
  /** Filled in at random (the debug action): marked invalid, like a stored one. */
  invalid: boolean;
  /** Whole seconds the test took. */
  timeElapsed: number;
  /** When the test was finished, in whole Unix seconds. */
  takenAt: number;
  handle: string | null;
  /** The 120 choices (1..5, as shown on the scale) in inventory order. */
  choices: readonly Choice[];
}

export type PrivateResultError = 'missing' | 'malformed' | 'version';

export type DecodedPrivateResult =
  | {
      ok: true;
      value: PrivateResult;
      /** The link's check (for a version 1 link, computed): names it without its answers. */
      check: string;
    }
  | { ok: false; error: PrivateResultError };

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** FNV-1a over the text's UTF-16 units, 32 bits, as six base64url characters. */
export function privateLinkCheck(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let out = '';
  for (let shift = 30; shift >= 0; shift -= 6) out += BASE64URL[(hash >>> shift) & 63];
  return out;
}

function packChoices(choices: readonly Choice[]): string {
  let out = '';
  for (let start = 0; start < choices.length; start += GROUP) {
    let value = 0;
    for (let i = start + GROUP - 1; i >= start; i--) value = value * 5 + (choices[i]! - 1);
    // 24 bits, as four base64url characters of 6 bits each.
    for (let shift = 18; shift >= 0; shift -= 6) out += BASE64URL[(value >> shift) & 63];
  }
  return out;
}

function unpackChoices(packed: string): Choice[] | null {
  const choices: Choice[] = [];
  for (let start = 0; start < packed.length; start += 4) {
    let value = 0;
    for (let i = start; i < start + 4; i++) value = value * 64 + BASE64URL.indexOf(packed[i]!);
    // A group beyond 5^10 - 1 is no list of ten answers: a damaged link.
    if (value >= GROUP_LIMIT) return null;
    for (let i = 0; i < GROUP; i++) {
      choices.push(CHOICES[value % 5]!);
      value = Math.floor(value / 5);
    }
  }
  return choices;
}

/** The fragment (without `#`) of a private result. Throws on a result that could not be read back. */
export function encodePrivateResult(result: PrivateResult): string {
  const { lang, gender, age, invalid, timeElapsed, takenAt, handle, choices } = result;
  if (
    !isQuestionnaireLanguage(lang) ||
    !Number.isInteger(age) ||
    age < MIN_AGE ||
    age > MAX_AGE ||
    !Number.isInteger(timeElapsed) ||
    timeElapsed < 0 ||
    timeElapsed > MAX_ELAPSED_SECONDS ||
    !Number.isInteger(takenAt) ||
    takenAt < MIN_TAKEN_AT ||
    takenAt >= MAX_TAKEN_AT ||
    (handle !== null && !HANDLE_PATTERN.test(handle)) ||
    handle?.startsWith('@') ||
    choices.length !== testInfo.questions ||
    choices.some((choice) => !CHOICES.includes(choice))
  )
    throw new RangeError('This result cannot be written as a private link');
  const body = [
    PRIVATE_RESULT_VERSION,
    lang,
    `${GENDER_CODE[gender]}${age}${invalid ? 'r' : ''}`,
    timeElapsed,
    takenAt.toString(36),
    ...(handle ? [handle] : []),
    packChoices(choices),
  ].join('.');
  return `${body}.${privateLinkCheck(body)}`;
}

const NUMBER = '0|[1-9][0-9]*';
/** The fields of both versions, up to the answers; version 2 adds `.check`. */
const FIELDS = [
  '([a-z]{2,3}(?:-[a-z]{2,4})?)',
  `([fmou])(${NUMBER})(r?)`,
  `(${NUMBER})`,
  '([1-9a-z][0-9a-z]{0,7})',
  '(?:([A-Za-z0-9_.]{1,30})\\.)?' + `([A-Za-z0-9_-]{${ANSWER_CHARS}})`,
].join('\\.');
const FORMAT = {
  [PRIVATE_RESULT_VERSION]: new RegExp(
    `^${PRIVATE_RESULT_VERSION}\\.${FIELDS}\\.([A-Za-z0-9_-]{6})$`,
  ),
  [UNCHECKED_VERSION]: new RegExp(`^${UNCHECKED_VERSION}\\.${FIELDS}$`),
};

/**
 * Reads a private result from a link's fragment (`location.hash`, with or without its `#`):
 * `missing` when there is none, `version` when it was written by a format this site does not
 * know, `malformed` for anything else that is not exactly a result.
 */
export function decodePrivateResult(hash: string): DecodedPrivateResult {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === '') return { ok: false, error: 'missing' };
  const version = /^([1-9][0-9]{0,5})\./.exec(fragment);
  const format = version
    ? FORMAT[Number(version[1]) as keyof typeof FORMAT]
    : FORMAT[PRIVATE_RESULT_VERSION];
  if (!format) return { ok: false, error: 'version' };
  const malformed = { ok: false, error: 'malformed' } as const;
  // Long before the regular expression: a fragment is whatever the address bar holds.
  if (fragment.length > 200) return malformed;
  const match = format.exec(fragment);
  if (!match) return malformed;
  const [, lang, genderCode, ageText, random, elapsedText, takenText, handle, packed, given] =
    match;
  const body = given === undefined ? fragment : fragment.slice(0, -given.length - 1);
  const check = privateLinkCheck(body);
  if (given !== undefined && given !== check) return malformed;
  const gender = GENDERS.find((g) => GENDER_CODE[g] === genderCode);
  const age = Number(ageText);
  const timeElapsed = Number(elapsedText);
  const takenAt = parseInt(takenText!, 36);
  const choices = unpackChoices(packed!);
  if (
    !gender ||
    !isQuestionnaireLanguage(lang) ||
    age < MIN_AGE ||
    age > MAX_AGE ||
    timeElapsed > MAX_ELAPSED_SECONDS ||
    takenAt < MIN_TAKEN_AT ||
    takenAt >= MAX_TAKEN_AT ||
    !choices
  )
    return malformed;
  return {
    ok: true,
    check,
    value: {
      lang,
      gender,
      age,
      invalid: random === 'r',
      timeElapsed,
      takenAt,
      handle: handle ?? null,
      choices,
    },
  };
}
