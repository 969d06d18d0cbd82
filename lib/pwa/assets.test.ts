/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APPLE_TOUCH_SIZE,
  ICON_SIZES,
  MASKABLE_SIZES,
  appleTouchIconPath,
  iconPath,
  maskableIconPath,
  splashImages,
} from './assets';

function pngSize(file: string) {
  const png = fs.readFileSync(file);
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('splash screens', () => {
  const screens = splashImages();

  it('cover current iPhones upright and iPads both ways, each file once', () => {
    expect(screens.length).toBeGreaterThanOrEqual(25);
    expect(new Set(screens.map((s) => s.url)).size).toBe(screens.length);
    expect(new Set(screens.map((s) => s.media)).size).toBe(screens.length);
    expect(screens.some((s) => s.media.includes('(device-width: 440px)'))).toBe(true);
    expect(screens.filter((s) => s.media.includes('landscape')).length).toBeGreaterThanOrEqual(8);
  });

  it('are as large as the device screen their media query names, in its orientation', () => {
    for (const screen of screens) {
      const [, w, h, ratio, orientation] =
        /device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)\) and \(orientation: (portrait|landscape)\)$/.exec(
          screen.media,
        ) ?? [];
      const [short, long] = [Number(w) * Number(ratio), Number(h) * Number(ratio)];
      expect([screen.width, screen.height]).toEqual(
        orientation === 'portrait' ? [short, long] : [long, short],
      );
    }
  });
});

describe('scripts/build-icons.mjs', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'b5-icons-'));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('draws every file the site links to, at its declared size, and nothing else', () => {
    execFileSync(process.execPath, [
      path.join(__dirname, '../../scripts/build-icons.mjs'),
      '--out',
      out,
    ]);
    const expected = new Map<string, [number, number]>();
    for (const size of ICON_SIZES) expected.set(iconPath(size), [size, size]);
    for (const size of MASKABLE_SIZES) expected.set(maskableIconPath(size), [size, size]);
    expected.set(appleTouchIconPath(), [APPLE_TOUCH_SIZE, APPLE_TOUCH_SIZE]);
    for (const screen of splashImages()) expected.set(screen.url, [screen.width, screen.height]);
    const written = ['icons', 'splash'].flatMap((dir) =>
      fs.readdirSync(path.join(out, dir)).map((file) => `/${dir}/${file}`),
    );
    expect(written.sort()).toEqual([...expected.keys()].sort());
    for (const [url, [width, height]] of expected) {
      expect({ url, ...pngSize(path.join(out, url)) }).toEqual({ url, width, height });
    }
  }, 60_000);

  it('gives maskable icons a full-bleed background, so no platform shape shows a gap', async () => {
    const sharp = (await import('sharp')).default;
    const { data, info } = await sharp(path.join(out, maskableIconPath(192)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i], data[i + 1], data[i + 2], info.channels === 4 ? data[i + 3] : 255];
    };
    expect(pixel(0, 0)).toEqual([0xc2, 0x18, 0x5b, 255]);
    expect(pixel(191, 191)).toEqual([0xc2, 0x18, 0x5b, 255]);
  });
});

describe('public/favicon.ico', () => {
  // A static file, for the clients that ask for /favicon.ico by convention (crawlers, feed
  // readers): without it each such request would render the 404 page. Drawn once from
  // app/icon.svg (16, 32 and 48 px PNG images in an ICO file); redraw it when the logo changes.
  const ico = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'favicon.ico'));

  it('holds the logo at 16, 32 and 48 pixels', () => {
    expect(ico.readUInt16LE(2)).toBe(1); // an icon, not a cursor
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const [size, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const png = ico.subarray(offset, offset + size);
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      return [ico.readUInt8(entry), png.readUInt32BE(16)];
    });
    expect(sizes).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
  });
});
