// `npm run store:backup|restore|copy`: bundles lib/results/server/cli.ts (the store code the server
// runs, TypeScript) with esbuild into node_modules/.cache and runs it with the settings the server
// would read (.env files included, as `next start` loads them).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// One file per run: two store commands at once must not read each other's half-written bundle.
const outfile = path.join(
  root,
  'node_modules',
  '.cache',
  'open-bigfive',
  `store-cli-${process.pid}.cjs`,
);

await build({
  entryPoints: [path.join(root, 'lib', 'results', 'server', 'cli.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  plugins: [
    {
      // `server-only` guards the server's modules against client bundles; this is not one.
      name: 'server-only',
      setup(b) {
        b.onResolve({ filter: /^server-only$/ }, () => ({
          path: 'server-only',
          namespace: 'empty',
        }));
        b.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }));
      },
    },
  ],
});

nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const tool = createRequire(import.meta.url)(outfile);
fs.rmSync(outfile, { force: true });
const out = tool.terminalOutput();
try {
  process.exitCode = await tool.runStoreTool(process.argv.slice(2), process.env, out);
} catch (error) {
  if (error?.name === 'StoreToolError' || error?.name === 'EnvError') {
    console.error(error.message);
    process.exitCode = error.exitCode ?? 2;
  } else throw error;
}
