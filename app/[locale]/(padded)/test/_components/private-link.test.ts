import fc from 'fast-check';
import { CHOICES, GENDERS, type Choice } from '@/inventory/info';
import { ITEM_KEYS } from '@/inventory/items';
import { decodePrivateResult, PRIVATE_RESULT_PATH } from '@/lib/results/private-link';
import { tookPrivateResult } from '@/lib/results/browser/kept';
import { privatePayload } from '../../result/private/_components/store-private';
import { privateResultHref } from './private-link';
import { buildPayload } from './build-save';
import type { TestData } from './test-store';

const finished = (change: Partial<TestData>): TestData => ({
  slide: 'questions',
  lang: 'de',
  gender: 'male',
  age: 40,
  handle: '',
  answers: Object.fromEntries(ITEM_KEYS.map((item) => [item.id, 3 as Choice])),
  seconds: {},
  lastAnswerMs: 0,
  position: 119,
  testStart: 1_764_000_000_000,
  elapsedMs: 0,
  done: true,
  invalid: false,
  inProgress: true,
  compareWith: null,
  ...change,
});

describe('a finished test as a private link', () => {
  it('carries what the save request would send, so storing it later stores the same result', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...CHOICES), { minLength: 120, maxLength: 120 }),
        fc.constantFrom(...GENDERS),
        fc.integer({ min: 16, max: 120 }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9_.]{1,30}$/), { nil: '' }),
        fc.boolean(),
        fc.integer({ min: 0, max: 7 * 24 * 3600 * 1000 }),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (choices, gender, age, handle, invalid, elapsed, now) => {
          const state = finished({
            gender,
            age,
            handle,
            invalid,
            elapsedMs: elapsed,
            // Answered in any order: the link keeps them in inventory order.
            answers: Object.fromEntries(
              ITEM_KEYS.map((item, i) => [item.id, choices[i]!]).reverse(),
            ),
          });
          const payload = buildPayload({ ...state, visibleSince: null }, now)!;
          const href = privateResultHref(payload, ITEM_KEYS, now)!;
          expect(href.startsWith(`${PRIVATE_RESULT_PATH}#2.de.`)).toBe(true);
          const decoded = decodePrivateResult(href.slice(href.indexOf('#')));
          if (!decoded.ok) throw new Error(decoded.error);
          // This browser took it: the private page will offer to store it here.
          expect(tookPrivateResult(decoded.check)).toBe(true);
          // Choices only: the link carries no per-statement timing.
          const sorted = (answers: unknown[]) =>
            (answers as { questionID: string; choice: number }[])
              .map(({ questionID, choice }) => ({ questionID, choice }))
              .sort((a, b) => a.questionID.localeCompare(b.questionID));
          const again = privatePayload(decoded.value);
          expect({ ...again, answers: sorted(again.answers) }).toEqual({
            ...payload,
            answers: sorted(payload.answers),
            // The link keeps the finishing time to the second.
            dateStamp: Math.floor(now / 1000) * 1000,
          });
        },
      ),
      { numRuns: 50 },
    );
  });

  it('notes only the results this browser took', () => {
    localStorage.clear();
    const payload = buildPayload({ ...finished({}), visibleSince: null })!;
    const href = privateResultHref(payload, ITEM_KEYS)!;
    const decoded = decodePrivateResult(href.slice(href.indexOf('#')));
    if (!decoded.ok) throw new Error(decoded.error);
    expect(tookPrivateResult(decoded.check)).toBe(true);
    expect(tookPrivateResult('AAAAAA')).toBe(false);
  });

  it('refuses an unfinished test rather than write a link that would not open', () => {
    const answers = Object.fromEntries(ITEM_KEYS.slice(1).map((item) => [item.id, 3 as Choice]));
    const payload = buildPayload({ ...finished({ answers }), visibleSince: null })!;
    expect(privateResultHref(payload, ITEM_KEYS)).toBeNull();
  });
});
