/** @jest-environment node */
import {
  decodeSeconds,
  decodeSheet,
  encodeSeconds,
  encodeSheet,
  sheetToAnswers,
  validateAnswers,
} from './answers';
import { ITEM_KEYS } from './items';

const complete = (choice = 3) => ITEM_KEYS.map((item) => ({ questionID: item.id, choice }));

function errorCode(input: unknown) {
  const result = validateAnswers(input);
  return result.ok ? 'ok' : result.error.code;
}

describe('validateAnswers', () => {
  it('accepts exactly the 120 items once each, in any order, and returns them in inventory order', () => {
    const answers = complete().map((a, i) => ({ ...a, choice: (i % 5) + 1 }));
    const result = validateAnswers([...answers].reverse());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.choices).toEqual(answers.map((a) => a.choice));
  });

  it('drops fields the client has no say over', () => {
    const answers = complete().map((a) => ({ ...a, domain: 'X', facet: 99, score: 1 }));
    const result = validateAnswers(answers);
    expect(result.ok && result.value.choices.every((c) => c === 3)).toBe(true);
  });

  it.each([
    ['not a list', { answers: [] }, 'not_a_list'],
    ['null', null, 'not_a_list'],
    ['too few', complete().slice(1), 'missing_items'],
    ['empty', [], 'missing_items'],
    ['a duplicate', [...complete(), complete()[0]], 'duplicate_item'],
    ['an unknown id', [...complete().slice(1), { questionID: 'nope', choice: 3 }], 'unknown_item'],
    ['choice 0', [{ ...complete()[0], choice: 0 }], 'invalid_choice'],
    ['choice 6', [{ ...complete()[0], choice: 6 }], 'invalid_choice'],
    ['a fractional choice', [{ ...complete()[0], choice: 2.5 }], 'invalid_choice'],
    ['a string choice', [{ ...complete()[0], choice: '3' }], 'invalid_choice'],
    ['NaN', [{ ...complete()[0], choice: Number.NaN }], 'invalid_choice'],
    ['a missing id', [{ choice: 3 }], 'malformed_answer'],
    ['a number instead of an answer', [3], 'malformed_answer'],
    ['a prototype key as id', [{ questionID: '__proto__', choice: 3 }], 'unknown_item'],
    ['constructor as id', [{ questionID: 'constructor', choice: 3 }], 'unknown_item'],
  ])('rejects %s with a typed error', (_name, input, code) => {
    expect(errorCode(input)).toBe(code);
  });

  it('does not pollute Object.prototype with hostile input', () => {
    const hostile = JSON.parse('[{"questionID":"x","choice":3,"__proto__":{"polluted":true}}]');
    validateAnswers(hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('round-trips through the compact storage form', () => {
    const result = validateAnswers(complete().map((a, i) => ({ ...a, choice: (i % 5) + 1 })));
    if (!result.ok) throw result.error;
    const encoded = encodeSheet(result.value);
    expect(encoded).toHaveLength(120);
    expect(decodeSheet(encoded)).toEqual(result.value);
    expect(sheetToAnswers(result.value)[1]).toEqual({ questionID: ITEM_KEYS[1]?.id, choice: 2 });
    expect(decodeSheet('6'.repeat(120))).toBeNull();
    expect(decodeSheet('3'.repeat(119))).toBeNull();
  });

  it('keeps the seconds per answer when every answer has them, in inventory order', () => {
    const timed = complete().map((a, i) => ({ ...a, seconds: i % 7 }));
    const result = validateAnswers([...timed].reverse());
    if (!result.ok) throw result.error;
    expect(result.value.seconds).toEqual(timed.map((a) => a.seconds));
    const stored = encodeSeconds(result.value);
    expect(stored?.split(',')).toHaveLength(120);
    expect(decodeSheet(encodeSheet(result.value), stored)).toEqual(result.value);
    expect(sheetToAnswers(result.value)[3]).toEqual({
      questionID: ITEM_KEYS[3]?.id,
      choice: 3,
      seconds: 3,
    });
    // One answer without its time: the sheet has no times at all, rather than a wrong one.
    const partial = validateAnswers([...timed.slice(1), complete()[0]]);
    expect(partial.ok && partial.value.seconds).toBeUndefined();
    expect(partial.ok && encodeSeconds(partial.value)).toBeNull();
  });

  it.each([[-1], [1.5], ['3'], [24 * 3600 + 1], [null]])(
    'refuses %p as seconds, naming the answer',
    (seconds) => {
      const answers: unknown[] = complete();
      answers[4] = { ...complete()[4], seconds };
      const result = validateAnswers(answers);
      expect(result.ok ? 'ok' : [result.error.code, result.error.index]).toEqual([
        'malformed_answer',
        4,
      ]);
    },
  );

  it('reads stored times back only when they are one whole number per item', () => {
    expect(decodeSeconds(Array(120).fill('4').join(','))).toHaveLength(120);
    expect(decodeSeconds(Array(119).fill('4').join(','))).toBeNull();
    expect(decodeSeconds(Array(120).fill('-4').join(','))).toBeNull();
    expect(decodeSeconds(Array(120).fill('4.5').join(','))).toBeNull();
    expect(decodeSheet('3'.repeat(120), 'nonsense')).toEqual({ choices: Array(120).fill(3) });
  });
});
