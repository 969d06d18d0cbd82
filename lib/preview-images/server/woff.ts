import 'server-only';
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * Unwraps a WOFF 1.0 file into the plain OpenType (sfnt) font it contains.
 *
 * The font packages we use ship WOFF and WOFF2 only, and HarfBuzz reads neither; WOFF is just the
 * sfnt tables, each optionally zlib-compressed, so a few lines restore the original file.
 * Throws on anything that is not a well-formed WOFF file.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || view.getUint32(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF file');
  }
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  if (WOFF_HEADER + numTables * WOFF_ENTRY > woff.byteLength) throw new Error('Truncated WOFF');

  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    if (offset + compLength > woff.byteLength) throw new Error('Truncated WOFF table');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== origLength) throw new Error('Bad WOFF table length');
    tables.push({ tag: view.getUint32(at), checksum: view.getUint32(at + 16), data });
  }

  const pad4 = (n: number) => (n + 3) & ~3;
  let size = SFNT_HEADER + numTables * SFNT_ENTRY;
  for (const table of tables) size += pad4(table.data.byteLength);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, searchRange);
  sfnt.setUint16(8, entrySelector);
  sfnt.setUint16(10, numTables * 16 - searchRange);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    sfnt.setUint32(at, table.tag);
    sfnt.setUint32(at + 4, table.checksum);
    sfnt.setUint32(at + 8, offset);
    sfnt.setUint32(at + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += pad4(table.data.byteLength);
  });
  return out;
}
