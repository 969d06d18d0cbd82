import os from 'node:os';
import path from 'node:path';

/**
 * Where the server under test keeps its SQLite store (outside the repository), one per e2e port so
 * that runs from several checkouts on one machine never share a store.
 */
export const E2E_DATA_DIR = path.join(
  os.tmpdir(),
  `open-bigfive-e2e-${process.env.E2E_PORT ?? 3100}`,
);
