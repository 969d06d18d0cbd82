/** @jest-environment node */
import fc from 'fast-check';
import { CHOICES, GENDERS, MAX_AGE, MIN_AGE, testInfo, type Choice } from '@/inventory/info';
import { QUESTIONNAIRE_LANGUAGES } from '@/inventory/languages';
import {
  decodePrivateResult,
  encodePrivateResult,
  PRIVATE_RESULT_VERSION,
  privateLinkCheck,
  type PrivateResult,
} from './private-link';

const choicesArb = fc.array(fc.constantFrom(...CHOICES), {
  minLength: testInfo.questions,
  maxLength: testInfo.questions,
});
const resultArb: fc.Arbitrary<PrivateResult> = fc.record({
  lang: fc.constantFrom(...QUESTIONNAIRE_LANGUAGES.map((l) => l.id)),
  gender: fc.constantFrom(...GENDERS),
  age: fc.integer({ min: MIN_AGE, max: MAX_AGE }),
  invalid: fc.boolean(),
  timeElapsed: fc.integer({ min: 0, max: 7 * 24 * 3600 }),
  takenAt: fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2200, 0, 1) / 1000 - 1 }),
  handle: fc.option(fc.stringMatching(/^[A-Za-z0-9_.]{1,30}$/), { nil: null }),
  choices: choicesArb,
});

const sample: PrivateResult = {
  lang: 'de',
  gender: 'male',
  age: 47,
  invalid: false,
  timeElapsed: 612,
  takenAt: 1764000000,
  handle: 'ana_b',
  choices: Array.from({ length: 120 }, () => 5 as Choice),
};
const ANSWERS = 'lQL4'.repeat(12);
/** The sample as version 2 writes it, its check last. */
const SAMPLE = `2.de.m47.612.t68n40.ana_b.${ANSWERS}.COzlx2`;
/** The sample as version 1 wrote it, without a check: links already shared must keep opening. */
const SAMPLE_V1 = `1.de.m47.612.t68n40.ana_b.${ANSWERS}`;

describe('private result links', () => {
  it('writes version 2 as documented, with its check, and reads it back', () => {
    expect(encodePrivateResult(sample)).toBe(SAMPLE);
    // The check, computed here from its definition (FNV-1a, 32 bits, base64url).
    expect(privateLinkCheck(SAMPLE.slice(0, -7))).toBe('COzlx2');
    expect(decodePrivateResult(`#${SAMPLE}`)).toEqual({ ok: true, value: sample, check: 'COzlx2' });
    expect(decodePrivateResult(SAMPLE)).toEqual({ ok: true, value: sample, check: 'COzlx2' });
  });

  it('still reads version 1 links, which have no check', () => {
    expect(decodePrivateResult(`#${SAMPLE_V1}`)).toEqual({
      ok: true,
      value: sample,
      check: privateLinkCheck(SAMPLE_V1),
    });
  });

  it('refuses a link whose answers or details were changed: the check tells', () => {
    // One answer group changed to another valid group: version 1 read it as other scores.
    const changedAnswer = (link: string) =>
      link.replace(`.${ANSWERS}`, `.lQL3${'lQL4'.repeat(11)}`);
    expect(decodePrivateResult(changedAnswer(SAMPLE_V1)).ok).toBe(true);
    expect(decodePrivateResult(changedAnswer(SAMPLE))).toEqual({ ok: false, error: 'malformed' });
    for (const changed of [
      SAMPLE.replace('.m47.', '.m48.'),
      SAMPLE.replace('.612.', '.613.'),
      SAMPLE.replace('.ana_b.', '.ana_c.'),
      SAMPLE.replace('.ana_b.', '.'),
      SAMPLE.slice(0, -1),
      SAMPLE.slice(0, -7),
      SAMPLE.replace(/COzlx2$/, 'COzlx3'),
    ])
      expect(decodePrivateResult(changed)).toEqual({ ok: false, error: 'malformed' });
  });

  it('packs the 120 answers in 48 characters, in order', () => {
    const choices = Array.from({ length: 120 }, (_, i) => CHOICES[i % 5]!);
    const encoded = encodePrivateResult({ ...sample, handle: null, choices });
    const packed = encoded.split('.').at(-2)!;
    expect(packed).toHaveLength(48);
    expect(encodePrivateResult({ ...sample, choices: choices.map(() => 1) })).toMatch(
      new RegExp(`\\.${'A'.repeat(48)}\\.[A-Za-z0-9_-]{6}$`),
    );
    const decoded = decodePrivateResult(encoded);
    expect(decoded.ok && decoded.value.choices).toEqual(choices);
  });

  it('round-trips every result, in a short link of URL-safe characters', () => {
    fc.assert(
      fc.property(resultArb, (result) => {
        const encoded = encodePrivateResult(result);
        expect(encoded).toMatch(/^[A-Za-z0-9._-]+$/);
        expect(encoded.length).toBeLessThanOrEqual(100);
        expect(decodePrivateResult(`#${encoded}`)).toEqual({
          ok: true,
          value: result,
          check: encoded.slice(-6),
        });
      }),
    );
  });

  it('marks results answered at random and keeps or omits the handle', () => {
    expect(encodePrivateResult({ ...sample, invalid: true, handle: null })).toBe(
      `2.de.m47r.612.t68n40.${ANSWERS}.DdZKx_`,
    );
    const noHandle = decodePrivateResult(`1.en.u16.0.t68n40.${ANSWERS}`);
    expect(noHandle).toMatchObject({
      ok: true,
      value: { lang: 'en', gender: 'unspecified', age: 16, timeElapsed: 0, handle: null },
    });
  });

  it('says when there is no result at all', () => {
    expect(decodePrivateResult('')).toEqual({ ok: false, error: 'missing' });
    expect(decodePrivateResult('#')).toEqual({ ok: false, error: 'missing' });
  });

  it('recognises a link of another format version', () => {
    expect(PRIVATE_RESULT_VERSION).toBe(2);
    for (const fragment of [`3.${SAMPLE.slice(2)}`, '3.', '17.anything', '999999.x'])
      expect(decodePrivateResult(fragment)).toEqual({ ok: false, error: 'version' });
  });

  it.each([
    ['a version with a leading zero', `01.${SAMPLE_V1.slice(2)}`],
    ['no version', SAMPLE_V1.slice(2)],
    ['an unknown language', SAMPLE_V1.replace('.de.', '.xx.')],
    ['an upper-case language', SAMPLE_V1.replace('.de.', '.DE.')],
    ['an unknown gender', SAMPLE_V1.replace('.m47.', '.x47.')],
    ['an upper-case gender', SAMPLE_V1.replace('.m47.', '.M47.')],
    ['an age under 16', SAMPLE_V1.replace('.m47.', '.m15.')],
    ['an age over 120', SAMPLE_V1.replace('.m47.', '.m121.')],
    ['an age with a leading zero', SAMPLE_V1.replace('.m47.', '.m047.')],
    ['no age', SAMPLE_V1.replace('.m47.', '.m.')],
    ['another flag than r', SAMPLE_V1.replace('.m47.', '.m47x.')],
    ['a negative duration', SAMPLE_V1.replace('.612.', '.-612.')],
    ['a duration over a week', SAMPLE_V1.replace('.612.', '.604801.')],
    ['a duration with a leading zero', SAMPLE_V1.replace('.612.', '.0612.')],
    ['a fractional duration', SAMPLE_V1.replace('.612.', '.61.2.')],
    ['a time before 2020', SAMPLE_V1.replace('.t68n40.', `.${(1577836799).toString(36)}.`)],
    ['a time from 2200 on', SAMPLE_V1.replace('.t68n40.', `.${(7258118400).toString(36)}.`)],
    ['a time with a leading zero', SAMPLE_V1.replace('.t68n40.', '.0t68n40.')],
    ['an upper-case time', SAMPLE_V1.replace('.t68n40.', '.T68N40.')],
    ['a handle with a forbidden character', SAMPLE_V1.replace('.ana_b.', '.ana-b.')],
    ['a handle with its @', SAMPLE_V1.replace('.ana_b.', '.@ana_b.')],
    ['a handle of 31 characters', SAMPLE_V1.replace('.ana_b.', `.${'a'.repeat(31)}.`)],
    ['an empty handle', SAMPLE_V1.replace('.ana_b.', '..')],
    ['47 answer characters', SAMPLE_V1.slice(0, -1)],
    ['49 answer characters', `${SAMPLE_V1}A`],
    ['a group beyond ten answers', SAMPLE_V1.replace(/lQL4$/, '____')],
    ['a group just beyond ten answers', SAMPLE_V1.replace(/lQL4$/, 'lQL5')],
    ['standard base64', SAMPLE_V1.replace(/lQL4$/, 'AA+/')],
    ['base64 padding', SAMPLE_V1.replace(/lQL4$/, 'AA==')],
    ['a trailing dot', `${SAMPLE_V1}.`],
    ['a trailing space', `${SAMPLE_V1} `],
    ['a percent-encoded dot', SAMPLE_V1.replace('.m47', '%2Em47')],
    ['a missing field', SAMPLE_V1.replace('.612', '')],
    ['a very long fragment', `${SAMPLE_V1}${'A'.repeat(10_000)}`],
    ['a version 2 link without its check', SAMPLE.slice(0, -7)],
    ['a check of five characters', SAMPLE.slice(0, -1)],
  ])('refuses %s', (_, fragment) => {
    expect(decodePrivateResult(fragment)).toEqual({ ok: false, error: 'malformed' });
  });

  it('never throws, and reads any fragment it accepts as exactly one result', () => {
    const mutated = fc
      .tuple(resultArb, fc.nat(), fc.string({ minLength: 0, maxLength: 3 }), fc.nat({ max: 3 }))
      .map(([result, at, insert, remove]) => {
        const encoded = encodePrivateResult(result);
        const i = at % (encoded.length + 1);
        return encoded.slice(0, i) + insert + encoded.slice(i + remove);
      });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), mutated), (fragment) => {
        const decoded = decodePrivateResult(fragment);
        if (decoded.ok) expect(encodePrivateResult(decoded.value)).toBe(fragment);
        else expect(['missing', 'malformed', 'version']).toContain(decoded.error);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['an unknown language', { lang: 'xx' }],
    ['an age under 16', { age: 15 }],
    ['a fractional age', { age: 30.5 }],
    ['a negative duration', { timeElapsed: -1 }],
    ['a fractional time', { takenAt: 1764000000.5 }],
    ['a handle with its @', { handle: '@ana' }],
    ['a handle with a dash', { handle: 'a-b' }],
    ['119 answers', { choices: sample.choices.slice(1) }],
    ['an answer of 6', { choices: [6 as Choice, ...sample.choices.slice(1)] }],
    ['a missing answer', { choices: [undefined as unknown as Choice, ...sample.choices.slice(1)] }],
  ])('refuses to write a link with %s', (_, change) => {
    expect(() => encodePrivateResult({ ...sample, ...change })).toThrow(RangeError);
  });
});
