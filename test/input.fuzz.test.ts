/** @jest-environment node */
/**
 * Property-based tests of every parser that reads what a client sends: result ids and pasted
 * links, comparison ids, handles, the save payload, answers, Accept-Language and locale cookies,
 * locale paths, and the front server's reading of raw paths. Thousands of hostile inputs each:
 * none may throw, and whatever is accepted must meet the rules the pages rely on.
 */
import fc from 'fast-check';
import { validateAnswers } from '@/inventory/answers';
import { GENDERS, MAX_AGE, MIN_AGE, testInfo } from '@/inventory/info';
import { ITEM_KEYS } from '@/inventory/items';
import { isQuestionnaireLanguage, QUESTIONNAIRE_LANGUAGES } from '@/inventory/languages';
import { isReadablePath, localeOfRawPath } from '@/lib/http/address-errors';
import {
  EDGE_CHARACTERS,
  PROTOTYPE_KEYS,
  SCRIPT_PAYLOADS,
  edgeString,
  hostileString,
  hostileValue,
  isPolluted,
  pollutingJson,
  prototypeSnapshot,
} from '@/test/hostile';
import {
  decodeCompareId,
  encodeCompareId,
  MAX_COMPARE_ID_LENGTH,
  MAX_PEOPLE,
  NAME_MAX,
  NAME_PATTERN,
  normalizeName,
} from '../lib/compare/id';
import { parseHandle } from '../lib/results/handle';
import { detectRootLocale, matchLocale, parseAcceptLanguage } from '../lib/i18n/detect';
import { isLocale, locales } from '../lib/i18n/locales';
import { localizePath, splitLocale } from '../lib/i18n/paths';
import { parseResultInput } from '../lib/results/id';
import {
  apiErrorBodySchema,
  savePayloadSchema,
  saveResponseSchema,
} from '../lib/results/save-schema';

const RUNS = 2000;
const prototypeBefore = prototypeSnapshot();

afterEach(() => {
  expect(prototypeSnapshot()).toBe(prototypeBefore);
  expect(isPolluted()).toBe(false);
});

const hexId = fc
  .array(fc.constantFrom(...'0123456789abcdef'), { minLength: 24, maxLength: 24 })
  .map((chars) => chars.join(''));
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('result ids and pasted links', () => {
  it('never throw, and give a lowercase 24-hex id or null', () => {
    fc.assert(
      fc.property(hostileString(80), (input) => {
        const id = parseResultInput(input);
        expect(id === null || /^[0-9a-f]{24}$/.test(id)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('find the id in any link to a result, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        hexId,
        fc.boolean(),
        fc.constantFrom('', '/de', '/zh-Hans', '/xx'),
        fc.constantFrom('', '/', '?a=<script>', '#top', '/preview.png'),
        (id, upper, prefix, suffix) => {
          const link = `https://example.org${prefix}/result/${upper ? id.toUpperCase() : id}${suffix}`;
          expect(parseResultInput(` ${link} `)).toBe(id);
        },
      ),
    );
  });
});

describe('comparison ids', () => {
  const errors = ['tooLong', 'encoding', 'json', 'tooMany', 'shape'];

  /** What every accepted comparison must satisfy for the pages and images that show it. */
  function expectSafePeople(result: ReturnType<typeof decodeCompareId>) {
    if (!result.ok) {
      expect(errors).toContain(result.error);
      return;
    }
    const { people } = result;
    expect(people.length).toBeGreaterThanOrEqual(2);
    expect(people.length).toBeLessThanOrEqual(MAX_PEOPLE);
    for (const person of people) {
      expect(Object.keys(person).sort()).toEqual(['id', 'name']);
      expect(person.id).toMatch(/^[0-9a-f]{24}$/);
      expect(person.name.length).toBeGreaterThanOrEqual(1);
      expect(person.name.length).toBeLessThanOrEqual(NAME_MAX);
      expect(person.name).toMatch(NAME_PATTERN);
      expect(person.name).toBe(normalizeName(person.name));
      expect(person.name).not.toMatch(/[<>"'&\\/]/);
    }
    // Names are shown side by side (and used as keys): no two may look the same.
    const names = people.map((p) => p.name.toLocaleLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(people.map((p) => p.id)).size).toBe(people.length);
  }

  it('never throw on arbitrary text (what a path segment can hold)', () => {
    fc.assert(
      fc.property(hostileString(120), (id) => expectSafePeople(decodeCompareId(id))),
      { numRuns: RUNS },
    );
  });

  it('never throw on the base64url of arbitrary bytes (invalid UTF-8 included)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) =>
        expectSafePeople(decodeCompareId(Buffer.from(bytes).toString('base64url'))),
      ),
      { numRuns: RUNS },
    );
  });

  it('never throw on the base64url of arbitrary JSON with prototype keys', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileValue().map((v) => JSON.stringify(v) ?? ''),
          pollutingJson(),
        ),
        (json) => expectSafePeople(decodeCompareId(b64(json))),
      ),
      { numRuns: RUNS },
    );
  });

  const person = (name: fc.Arbitrary<string>) =>
    fc.record({
      name,
      id: fc.oneof(
        hexId,
        hexId.map((id) => id.toUpperCase()),
        hostileString(30),
      ),
    });

  it('accept a list only when every name is letters and single spaces: scripts never pass', () => {
    fc.assert(
      fc.property(
        fc.array(person(fc.oneof(hostileString(40), fc.constantFrom(...SCRIPT_PAYLOADS))), {
          minLength: 0,
          maxLength: 12,
        }),
        (people) => {
          const result = decodeCompareId(b64(JSON.stringify(people)));
          expectSafePeople(result);
          if (people.some((p) => !NAME_PATTERN.test(p.name))) expect(result.ok).toBe(false);
        },
      ),
      { numRuns: RUNS },
    );
  });

  /** Letters and marks of many scripts, including some that Unicode normalization changes. */
  const letter = fc.constantFrom(
    ...'aZéßжعשא日한कि\u0301\u0958ǅǆﬃİıẞΣσς'.split(''),
    'e\u0301',
    '\u1100\u1161',
    '\u0915\u093c',
  );
  const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((l) => l.join(''));
  const letterName = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));

  it('never decode two people to the same name, nor a name longer than the limit', () => {
    fc.assert(
      fc.property(fc.array(person(letterName), { minLength: 2, maxLength: 10 }), (people) =>
        expectSafePeople(decodeCompareId(b64(JSON.stringify(people)))),
      ),
      { numRuns: RUNS },
    );
  });

  it('round-trip valid lists exactly (ids lowercased, names normalized)', () => {
    const validName = letterName
      .map(normalizeName)
      .filter((name) => name.length <= NAME_MAX && NAME_PATTERN.test(name));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ name: validName, id: hexId }), {
          minLength: 2,
          maxLength: MAX_PEOPLE,
          selector: (p) => p.name.toLocaleLowerCase(),
        }),
        (people) => {
          fc.pre(new Set(people.map((p) => p.id)).size === people.length);
          const encoded = encodeCompareId(people);
          fc.pre(encoded.length <= MAX_COMPARE_ID_LENGTH);
          expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeCompareId(encoded)).toEqual({ ok: true, people });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuse huge lists and ids without reading them all', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_PEOPLE + 1, max: 20_000 }), hexId, (count, id) => {
        const people = Array.from({ length: count }, (_, i) => ({
          name: `a${'b'.repeat(i % 20)}`,
          id,
        }));
        const result = decodeCompareId(b64(JSON.stringify(people)));
        expect(result.ok).toBe(false);
        expect(['tooLong', 'tooMany']).toContain(result.ok ? '' : result.error);
      }),
      { numRuns: 100 },
    );
  });
});

describe('handles', () => {
  it('never throw, and give letters, digits, dots and underscores or null', () => {
    fc.assert(
      fc.property(hostileString(40), (input) => {
        const handle = parseHandle(input);
        expect(handle === null || /^[A-Za-z0-9_.]{1,30}$/.test(handle)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the save payload', () => {
  const answers = ITEM_KEYS.map((item) => ({ questionID: item.id, choice: 3 }));
  const valid = {
    testId: testInfo.shortId,
    lang: 'en',
    answers,
    timeElapsed: 300,
    gender: 'female',
    age: 30,
  };
  const fields = [...Object.keys(valid), 'invalid', 'twitterUsername', 'dateStamp'];

  it('parses any JSON value without throwing; what passes is within bounds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileValue(),
          pollutingJson().map((json) => JSON.parse(json) as unknown),
          // A valid payload with one field replaced by anything, or an extra hostile key.
          fc
            .tuple(fc.constantFrom(...fields, ...PROTOTYPE_KEYS), hostileValue())
            .map(
              ([key, value]) => JSON.parse(JSON.stringify({ ...valid, [key]: value })) as unknown,
            ),
        ),
        (value) => {
          const parsed = savePayloadSchema.safeParse(value);
          if (!parsed.success) return;
          const payload = parsed.data;
          expect(isQuestionnaireLanguage(payload.lang)).toBe(true);
          expect(GENDERS).toContain(payload.gender);
          expect(Number.isInteger(payload.age)).toBe(true);
          expect(payload.age).toBeGreaterThanOrEqual(MIN_AGE);
          expect(payload.age).toBeLessThanOrEqual(MAX_AGE);
          const handle = payload.twitterUsername;
          expect(handle === undefined || /^[A-Za-z0-9_.]{1,30}$/.test(handle)).toBe(true);
          expect(Number.isInteger(payload.timeElapsed) && payload.timeElapsed >= 0).toBe(true);
          expect(Object.keys(payload)).not.toEqual(expect.arrayContaining(['__proto__']));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('validates answers from anything without throwing; accepted sheets are complete', () => {
    const answer = fc.oneof(
      fc.record({
        questionID: fc.oneof(fc.constantFrom(...ITEM_KEYS.map((i) => i.id)), hostileString(20)),
        choice: fc.oneof(fc.integer({ min: 0, max: 6 }), hostileValue(1)),
      }),
      hostileValue(2),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(answer, { maxLength: 130 }), hostileValue()), (input) => {
        const result = validateAnswers(input);
        if (result.ok) {
          expect(result.value.choices).toHaveLength(ITEM_KEYS.length);
          expect(result.value.choices.every((c) => [1, 2, 3, 4, 5].includes(c))).toBe(true);
        } else {
          expect(result.error.message.length).toBeGreaterThan(5);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps every answer of a shuffled complete list, ignoring extra and prototype keys', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), {
          minLength: ITEM_KEYS.length,
          maxLength: ITEM_KEYS.length,
        }),
        fc.shuffledSubarray([...ITEM_KEYS.keys()], {
          minLength: ITEM_KEYS.length,
          maxLength: ITEM_KEYS.length,
        }),
        fc.constantFrom(...PROTOTYPE_KEYS, 'domain', 'facet', 'score'),
        (choices, order, extra) => {
          const list = ITEM_KEYS.map(
            (item, i) =>
              JSON.parse(
                `{"questionID":${JSON.stringify(item.id)},"choice":${choices[i]},"${extra}":{"polluted":true}}`,
              ) as unknown,
          );
          const shuffled = order.map((i) => list[i]);
          expect(validateAnswers(shuffled)).toEqual({ ok: true, value: { choices } });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads the server's answers without throwing (the browser's side of the API)", () => {
    fc.assert(
      fc.property(hostileValue(), (value) => {
        apiErrorBodySchema.safeParse(value);
        saveResponseSchema.safeParse(value);
        apiErrorBodySchema.safeParse({ error: { code: value, message: 'm', messageKey: value } });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('locale detection', () => {
  /** Header-like text: Accept-Language fragments, separators and hostile strings. */
  const headerText = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          'de',
          'en-US',
          'zh-CN',
          'nb',
          ';q=',
          '0.5',
          '1',
          'q=0',
          ',',
          ';',
          '*',
          ' ',
          '-',
        ),
        fc.constantFrom(...PROTOTYPE_KEYS, 'toString', 'valueOf', 'hasOwnProperty'),
        hostileString(10),
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join(''));

  it('parses any Accept-Language header (huge ones included) into well-formed tags', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          headerText,
          fc.integer({ min: 1, max: 50 }).chain((n) => headerText.map((h) => h.repeat(n * 100))),
        ),
        (header) => {
          const tags = parseAcceptLanguage(header);
          expect(tags.length).toBeLessThanOrEqual(32);
          for (const tag of tags) expect(tag).toMatch(/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('matches a tag to one of the locales or to none, whatever the tag', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(
            ...PROTOTYPE_KEYS,
            'toString',
            'valueOf',
            'hasOwnProperty',
            '__proto__-x',
          ),
          headerText,
        ),
        (tag) => {
          const locale = matchLocale(tag);
          expect(locale === undefined || isLocale(locale)).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('always picks a known locale for the root page, whatever the cookies and headers', () => {
    const cookie = fc.option(
      fc.oneof(fc.constantFrom(...locales, 'EN', 'de ', ...PROTOTYPE_KEYS), hostileString(20)),
      {
        nil: undefined,
      },
    );
    fc.assert(
      fc.property(
        cookie,
        cookie,
        fc.option(headerText, { nil: undefined }),
        (localeCookie, redirectedCookie, acceptLanguage) => {
          const decision = detectRootLocale({ localeCookie, redirectedCookie, acceptLanguage });
          expect(isLocale(decision.locale)).toBe(true);
          if (isLocale(localeCookie)) expect(decision.locale).toBe(localeCookie);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('locale paths', () => {
  const segment = fc.oneof(
    fc.constantFrom(...locales, 'EN', 'zh-hans', 'xx', '..', '.', '', ...PROTOTYPE_KEYS),
    hostileString(20),
  );
  const path = fc.array(segment, { maxLength: 6 }).map((segments) => `/${segments.join('/')}`);

  it('split any path into a known locale and a path from the root', () => {
    fc.assert(
      fc.property(path, (pathname) => {
        const { locale, path: rest } = splitLocale(pathname);
        expect(isLocale(locale)).toBe(true);
        expect(rest.startsWith('/')).toBe(true);
        expect(localizePath(locale, rest).length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('tell readable raw paths from unreadable ones as decodeURIComponent does, without throwing', () => {
    const encoded = fc.oneof(
      hostileString(20).map((text) => {
        try {
          return encodeURIComponent(text);
        } catch {
          return text;
        }
      }),
      fc.constantFrom(
        '%',
        '%z',
        '%zz',
        '%E0%A4%A',
        '%ED%A0%80',
        '%C0%AF',
        '%FF',
        '%%',
        '%2',
        '%25',
      ),
      edgeString(10),
    );
    fc.assert(
      fc.property(fc.array(encoded, { maxLength: 5 }), (segments) => {
        const raw = `/${segments.join('/')}`;
        let decodable = true;
        try {
          for (const part of raw.split('/')) decodeURIComponent(part);
        } catch {
          decodable = false;
        }
        expect(isReadablePath(raw)).toBe(decodable);
        expect(isLocale(localeOfRawPath(raw))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

it('covers every edge character (sanity check of the generators)', () => {
  expect(EDGE_CHARACTERS.some((c) => /^[\ud800-\udfff]$/.test(c))).toBe(true);
  expect(QUESTIONNAIRE_LANGUAGES.length).toBeGreaterThan(20);
});
