import { prefersLessData } from './connection';

describe('prefersLessData', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [{}, false],
    [undefined, false],
  ])('%j -> %s', (connection, expected) => {
    expect(prefersLessData(connection)).toBe(expected);
  });

  it('reads the browser connection by default (absent in most browsers: no change)', () => {
    expect(prefersLessData()).toBe(false);
  });
});
