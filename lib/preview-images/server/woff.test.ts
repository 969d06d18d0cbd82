import { readFileSync } from 'node:fs';
import path from 'node:path';
import { woffToSfnt } from './woff';

const fontFile = path.join(
  process.cwd(),
  'node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
);

/** The table tags and lengths an sfnt file lists. */
function tables(sfnt: Uint8Array) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const count = view.getUint16(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...sfnt.subarray(at, at + 4));
    return { tag, offset: view.getUint32(at + 8), length: view.getUint32(at + 12) };
  });
}

describe('woffToSfnt', () => {
  it('restores every table of a real WOFF font, uncompressed and 4-byte aligned', () => {
    const woff = new Uint8Array(readFileSync(fontFile));
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer);
    expect(view.getUint32(0)).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(4));
    const list = tables(sfnt);
    expect(list.map((t) => t.tag)).toEqual(expect.arrayContaining(['cmap', 'GSUB', 'head']));
    for (const table of list) {
      expect(table.offset % 4).toBe(0);
      expect(table.offset + table.length).toBeLessThanOrEqual(sfnt.byteLength);
    }
    // The head table's magic number sits at offset 12 of the table once it is unpacked.
    const head = list.find((t) => t.tag === 'head')!;
    expect(view.getUint32(head.offset + 12)).toBe(0x5f0f3cf5);
  });

  it('refuses what is not a whole WOFF file', () => {
    expect(() => woffToSfnt(new Uint8Array(10))).toThrow('Not a WOFF file');
    const woff = new Uint8Array(readFileSync(fontFile));
    expect(() => woffToSfnt(woff.subarray(0, 200))).toThrow(/Truncated/);
  });
});
