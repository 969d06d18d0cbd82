// Renders every installable-app image from the one source image (app/icon.svg) with sharp: the
// manifest icons, maskable icons, the iOS touch icon and the iOS launch screens listed in
// lib/pwa/assets.json. Output goes to public/icons and public/splash (git-ignored); nothing is
// redrawn when the outputs are newer than the source and the list. lib/pwa/assets.ts names the
// files the same way (lib/pwa/assets.test.ts checks both agree).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const listFile = path.join(root, 'lib', 'pwa', 'assets.json');

/** Every file to write, with how to draw it. */
export function plannedFiles(assets) {
  const files = [];
  for (const size of assets.iconSizes) {
    files.push({ file: `icons/icon-${size}.png`, width: size, height: size, kind: 'any' });
  }
  for (const size of assets.maskableSizes) {
    files.push({ file: `icons/maskable-${size}.png`, width: size, height: size, kind: 'maskable' });
  }
  const touch = assets.appleTouchSize;
  files.push({ file: 'icons/apple-touch-icon.png', width: touch, height: touch, kind: 'touch' });
  for (const device of assets.splash) {
    const short = device.width * device.ratio;
    const long = device.height * device.ratio;
    const shapes = device.landscape
      ? [
          [short, long],
          [long, short],
        ]
      : [[short, long]];
    for (const [width, height] of shapes) {
      files.push({
        file: `splash/apple-splash-${width}x${height}.png`,
        width,
        height,
        kind: 'splash',
      });
    }
  }
  return [...new Map(files.map((f) => [f.file, f])).values()];
}

/** Share of the image's shorter side the artwork takes, by kind. */
const ARTWORK_SHARE = { maskable: 0.72, touch: 0.86, splash: 0.25 };

async function draw(svg, { width, height, kind }, assets) {
  const render = (size) => sharp(svg, { density: 72 * (size / 32) }).resize(size, size);
  // Icons are small: a palette keeps them to a few KB. Launch screens are millions of pixels of
  // one colour, which plain deflate packs as well, without the slow quantisation.
  const png = kind === 'splash' ? { compressionLevel: 9 } : { compressionLevel: 9, palette: true };
  if (kind === 'any') return render(width).png(png);
  // Maskable and touch icons are full-bleed (the platform cuts its own shape), so the artwork
  // sits inside the safe zone, the centre circle of 80 %, on the icon's own colour.
  const inner = Math.round(Math.min(width, height) * ARTWORK_SHARE[kind]);
  const artwork = await render(inner).png().toBuffer();
  const background = kind === 'splash' ? assets.background : assets.iconBackground;
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: artwork, gravity: 'centre' }])
    .png(png);
}

export async function buildIcons(outDir = path.join(root, 'public'), { force = false } = {}) {
  const assets = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  const sourceFile = path.join(root, assets.source);
  const svg = fs.readFileSync(sourceFile);
  const newestInput = Math.max(fs.statSync(sourceFile).mtimeMs, fs.statSync(listFile).mtimeMs);
  const files = plannedFiles(assets);
  let written = 0;
  for (const spec of files) {
    const target = path.join(outDir, spec.file);
    if (!force && fs.existsSync(target) && fs.statSync(target).mtimeMs > newestInput) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await (await draw(svg, spec, assets)).toFile(target);
    written++;
  }
  return { files: files.length, written };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--out DIR` writes somewhere else (the unit test uses a temporary folder).
  const out = process.argv.indexOf('--out');
  const started = Date.now();
  const { files, written } = await buildIcons(out > 0 ? process.argv[out + 1] : undefined);
  console.log(
    `App icons and launch screens: ${written} of ${files} drawn (${Date.now() - started} ms)`,
  );
}
