/** @jest-environment node */
import { HANDLE_MAX, parseHandle } from './handle';

describe('parseHandle', () => {
  it.each([
    ['me', 'me'],
    ['@me', 'me'],
    ['  @first.last_2  ', 'first.last_2'],
    [`@${'a'.repeat(HANDLE_MAX - 1)}`, 'a'.repeat(HANDLE_MAX - 1)],
  ])('accepts %j as %j', (input, handle) => {
    expect(parseHandle(input)).toBe(handle);
  });

  it.each(['', '@', 'a b', 'ö', '@@me', 'a'.repeat(HANDLE_MAX), '<script>'])(
    'refuses %j',
    (input) => {
      expect(parseHandle(input)).toBeNull();
    },
  );
});
