/** @jest-environment node */
import {
  addPerson,
  decodeCompareId,
  encodeCompareId,
  MAX_PEOPLE,
  nameFromHandle,
  peopleFromParam,
} from './id';

const id = (n: number) => n.toString(16).padStart(24, '0');
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('comparison ids', () => {
  it('round-trips names in any script and ids', () => {
    const people = [
      { name: 'Anna Maria', id: id(1) },
      { name: 'محمد', id: id(2) },
      { name: '山田 太郎', id: id(3) },
      { name: 'Zoë', id: id(4) },
    ];
    const encoded = encodeCompareId(people);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCompareId(encoded)).toEqual({ ok: true, people });
  });

  it('lowercases ids read back', () => {
    const encoded = b64(
      JSON.stringify([
        { name: 'A', id: 'ABCDEF'.repeat(4) },
        { name: 'B', id: id(9) },
      ]),
    );
    expect(decodeCompareId(encoded)).toMatchObject({
      ok: true,
      people: [{ id: 'abcdef'.repeat(4) }, {}],
    });
  });

  it.each([
    ['bad base64', '***', 'encoding'],
    ['a lone character', 'A', 'encoding'],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url'), 'encoding'],
    ['not JSON', b64('{nope'), 'json'],
    ['an object', b64('{"name":"a","id":"b"}'), 'shape'],
    ['one person', b64(JSON.stringify([{ name: 'A', id: id(1) }])), 'shape'],
    [
      'a script as name',
      b64(
        JSON.stringify([
          { name: '<script>', id: id(1) },
          { name: 'B', id: id(2) },
        ]),
      ),
      'shape',
    ],
    [
      'digits in a name',
      b64(
        JSON.stringify([
          { name: 'R2D2', id: id(1) },
          { name: 'B', id: id(2) },
        ]),
      ),
      'shape',
    ],
    [
      'a 31-letter name',
      b64(
        JSON.stringify([
          { name: 'a'.repeat(31), id: id(1) },
          { name: 'B', id: id(2) },
        ]),
      ),
      'shape',
    ],
    [
      'a bad id',
      b64(
        JSON.stringify([
          { name: 'A', id: 'x' },
          { name: 'B', id: id(2) },
        ]),
      ),
      'shape',
    ],
    [
      'the same name twice',
      b64(
        JSON.stringify([
          { name: 'Ann', id: id(1) },
          { name: 'ann', id: id(2) },
        ]),
      ),
      'shape',
    ],
    [
      'the same result twice',
      b64(
        JSON.stringify([
          { name: 'A', id: id(1) },
          { name: 'B', id: id(1) },
        ]),
      ),
      'shape',
    ],
    [
      'prototype pollution',
      b64(
        '[{"__proto__":{"x":1},"name":"A","id":"' + id(1) + '"},{"name":"B","id":"' + id(2) + '"}]',
      ),
      'ok',
    ],
    [
      'too many people',
      b64(
        JSON.stringify(
          Array.from({ length: MAX_PEOPLE + 1 }, (_, i) => ({
            name: `P${'x'.repeat(i)}`,
            id: id(i),
          })),
        ),
      ),
      'tooMany',
    ],
    ['a huge id', 'A'.repeat(5000), 'tooLong'],
  ])('refuses %s with a typed error', (_name, input, error) => {
    const result = decodeCompareId(input);
    if (error === 'ok') {
      expect(result.ok).toBe(true);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    } else expect(result).toEqual({ ok: false, error });
  });
});

describe('adding a person', () => {
  const id = 'a'.repeat(24);
  const other = 'b'.repeat(24);
  it('tidies the name, reads the id from a link, and refuses duplicates with the reason', () => {
    const first = addPerson(
      [],
      '  Ana   María ',
      `https://example.org/de/result/${id.toUpperCase()}`,
    );
    expect(first).toEqual({ ok: true, people: [{ name: 'Ana María', id }] });
    if (!first.ok) return;
    expect(addPerson(first.people, 'ana maría', other)).toEqual({
      ok: false,
      errors: { name: 'nameTaken' },
    });
    expect(addPerson(first.people, 'Ben', id)).toEqual({
      ok: false,
      errors: { result: 'resultTaken' },
    });
    expect(addPerson(first.people, 'R2D2', 'nope')).toEqual({
      ok: false,
      errors: { name: 'nameInvalid', result: 'resultInvalid' },
    });
    // Editing the one at index 0 may keep its own name and id.
    expect(addPerson(first.people, 'Ana María', id, 0)).toEqual(first);
  });

  it('reads a list of one or more from an edit link, and nothing from a broken one', () => {
    const one = encodeCompareId([{ name: 'Ana', id }]);
    expect(peopleFromParam(one)).toEqual([{ name: 'Ana', id }]);
    const two = encodeCompareId([
      { name: 'Ana', id },
      { name: 'Ben', id: other },
    ]);
    expect(peopleFromParam(two)).toHaveLength(2);
    expect(peopleFromParam('!!!')).toEqual([]);
    expect(peopleFromParam(encodeCompareId([{ name: '1', id }]))).toEqual([]);
    expect(peopleFromParam(undefined)).toEqual([]);
  });
});

describe('a name from a username', () => {
  it.each([
    ['ana', 'ana'],
    ['@Ana_Maria', 'Ana Maria'],
    ['dana_k.99', 'dana k'],
    ['__ana..ben__', 'ana ben'],
    ['z0e', 'z e'],
  ])('offers %s as %s', (handle, name) => {
    expect(nameFromHandle(handle)).toBe(name);
  });

  it.each([null, undefined, '', '1234', '_._', '@'])('offers nothing for %p', (handle) => {
    expect(nameFromHandle(handle)).toBeNull();
  });

  it('offers nothing that is already a name in the list, whatever its case', () => {
    expect(nameFromHandle('ana', [{ name: 'Ana', id: id(1) }])).toBeNull();
    expect(nameFromHandle('ana', [{ name: 'Ben', id: id(1) }])).toBe('ana');
  });

  it('offers only names the list accepts', () => {
    for (const handle of ['a'.repeat(30), 'abc_def.ghi_jkl.mno_pqr.stu_vw', 'x1y2z3'])
      expect(addPerson([], nameFromHandle(handle) ?? '', id(1)).ok).toBe(true);
  });
});
