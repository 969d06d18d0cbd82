/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { locales } from '../i18n/locales';
import { decodeCompareId } from './id';
import { parseCompareWith } from './with';
import { parseComparisonTarget } from './schemas';
import { comparisonNames, comparisonPath, comparisonTarget } from './target';

const other = 'a'.repeat(24);
const own = 'b'.repeat(24);

function testMessages(locale: string): Record<string, string> {
  const file = path.join(__dirname, '..', '..', 'messages', `${locale}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { Test: Record<string, string> }).Test;
}

describe('the result a test is taken to compare with', () => {
  it('reads a link: the id in either case, the name tidied', () => {
    expect(parseCompareWith('ABCDEF'.repeat(4), '  Anna   Maria ')).toEqual({
      id: 'abcdef'.repeat(4),
      name: 'Anna Maria',
    });
    expect(parseCompareWith(other, undefined)).toEqual({ id: other, name: null });
  });

  it('drops a name a comparison would refuse, but keeps the comparison', () => {
    for (const name of ['<script>', 'R2D2', 'x'.repeat(31), '', ' ', 'Anna\u202e']) {
      expect(parseCompareWith(other, name)).toEqual({ id: other, name: null });
    }
  });

  it('drops everything without a valid result id', () => {
    for (const id of [undefined, '', 'nope', `${other}0`, ['x'], 12]) {
      expect(parseCompareWith(id, 'Anna')).toBeNull();
    }
  });

  it('opens the comparison of the two, the other person first', () => {
    const target = comparisonTarget({ id: other, name: 'سارة' }, { me: 'أنا', friend: 'صديق' });
    const path = comparisonPath(target, own);
    expect(path).toMatch(/^\/compare\/[A-Za-z0-9_-]+$/);
    expect(decodeCompareId(path.split('/').pop()!)).toEqual({
      ok: true,
      people: [
        { name: 'سارة', id: other },
        { name: 'أنا', id: own },
      ],
    });
  });

  it("uses the default name when the link names nobody or names the visitor's own label", () => {
    const labels = { me: 'Me', friend: 'Friend' };
    expect(comparisonNames({ id: other, name: null }, labels)).toEqual({
      other: 'Friend',
      me: 'Me',
    });
    expect(comparisonNames({ id: other, name: 'ME' }, labels)).toEqual({
      other: 'Friend',
      me: 'Me',
    });
  });

  it('checks a stored target like a link, and its names', () => {
    const target = { id: other, name: null, other: 'Friend', me: 'Me' };
    expect(parseComparisonTarget(target)).toEqual(target);
    for (const bad of [
      { ...target, id: 'x' },
      { ...target, me: 'friend' },
      { ...target, other: '<i>' },
      { ...target, me: undefined },
      { ...target, name: 'A1' },
      null,
    ]) {
      expect(parseComparisonTarget(bad)).toBeNull();
    }
  });

  describe.each(locales)('in %s', (locale) => {
    const t = testMessages(locale);

    it('has a "Me" and a default name a comparison accepts, and that differ', () => {
      const target = comparisonTarget(
        { id: other, name: null },
        { me: t.compareMe!, friend: t.compareFriend! },
      );
      expect(target).toMatchObject({ other: t.compareFriend, me: t.compareMe });
      const decoded = decodeCompareId(comparisonPath(target, own).split('/').pop()!);
      expect(decoded).toMatchObject({
        ok: true,
        people: [{ name: t.compareFriend }, { name: t.compareMe }],
      });
    });
  });
});
