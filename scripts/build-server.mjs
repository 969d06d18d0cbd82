// Bundles the front server (server/main.ts) into build/server.cjs with esbuild (npm's postbuild);
// `npm start` runs it. Packages stay in node_modules; only the project's own files are bundled.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
await build({
  entryPoints: [path.join(root, 'server', 'main.ts')],
  outfile: path.join(root, 'build', 'server.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
console.log('Front server: build/server.cjs');
