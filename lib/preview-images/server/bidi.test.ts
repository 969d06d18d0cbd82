import { resolveLevels, visualOrder } from './bidi';

/** The text as drawn from left to right: runs of one level, reordered, RTL runs reversed. */
function visual(text: string, rtl: boolean): string {
  const { chars, levels } = resolveLevels(text, rtl);
  const runs: { level: number; text: string[] }[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text.push(char);
    else runs.push({ level: levels[i]!, text: [char] });
  });
  return visualOrder(runs)
    .map((run) => (run.level % 2 ? [...run.text].reverse() : run.text).join(''))
    .join('');
}

describe('resolveLevels', () => {
  it('keeps left-to-right text at level 0', () => {
    expect(resolveLevels('Big Five 42', false).levels.every((l) => l === 0)).toBe(true);
  });

  it('puts right-to-left letters at level 1 and their numbers at level 2', () => {
    const { chars, levels } = resolveLevels('العمر 42', true);
    expect(chars.join('')).toBe('العمر 42');
    expect(levels).toEqual([1, 1, 1, 1, 1, 1, 2, 2]);
  });

  it('treats an LRI…PDI isolate as left-to-right text and drops the controls', () => {
    const { chars, levels } = resolveLevels('بعمر \u206621–40\u2069', true);
    expect(chars.join('')).toBe('بعمر 21–40');
    expect(levels.slice(-5)).toEqual([2, 2, 2, 2, 2]);
  });

  it('gives combining marks the level of their base letter', () => {
    // Hebrew letter with a point, then a Latin letter with a combining acute.
    const { levels } = resolveLevels('\u05E9\u05B8\u05C1 e\u0301', false);
    expect(levels).toEqual([1, 1, 1, 0, 0, 0]);
  });

  it('drops LRM and RLM after using them', () => {
    const { chars } = resolveLevels('a\u200Eb\u200Fc', false);
    expect(chars.join('')).toBe('abc');
  });

  it('follows explicit overrides, as the whole algorithm does', () => {
    const { chars, levels } = resolveLevels('ab\u202Ecd\u202C', false);
    expect(chars.join('')).toBe('abcd');
    expect(levels).toEqual([0, 0, 1, 1]);
  });
});

describe('visual order', () => {
  it('reverses right-to-left words but keeps numbers and isolates readable', () => {
    expect(visual('بعمر \u206621–40\u2069', true)).toBe('21–40 رمعب');
    expect(visual('العمر 42', true)).toBe('42 رمعلا');
  });

  it('places an embedded right-to-left name inside left-to-right text', () => {
    expect(visual('Anna and دانة', false)).toBe('Anna and ةناد');
    // A number after Hebrew belongs to the Hebrew phrase; the hyphen before Latin does not.
    expect(visual('דנה 2 ו-Anna', false)).toBe('ו 2 הנד-Anna');
  });

  it('keeps Latin text left to right inside a right-to-left paragraph', () => {
    expect(visual('Open Big Five', true)).toBe('Open Big Five');
    expect(visual('مرحبا Anna Smith', true)).toBe('Anna Smith ابحرم');
  });
});
