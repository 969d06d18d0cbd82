import { parseResultInput } from './id';

const id = '0123456789abcdef01234567';

describe('parseResultInput', () => {
  it.each([
    [id, id],
    [id.toUpperCase(), id],
    [` ${id.slice(0, 10)} ${id.slice(10)} `, id],
    [`https://example.org/result/${id}`, id],
    [`http://localhost:3000/de/result/${id.toUpperCase()}?from=share#top`, id],
    [`https://example.org/zh-Hans/result/${id}/`, id],
  ])('reads %p as the id', (input, expected) => {
    expect(parseResultInput(input)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    id.slice(1),
    `${id}0`,
    'g'.repeat(24),
    `https://example.org/compare/${id}x`,
    'https://example.org/result/',
    'javascript:alert(1)',
  ])('refuses %p', (input) => {
    expect(parseResultInput(input)).toBeNull();
  });
});
