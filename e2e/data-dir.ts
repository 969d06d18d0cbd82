import os from 'node:os';
import path from 'node:path';

/** Where the server under test keeps its SQLite store (outside the repository). */
export const E2E_DATA_DIR = path.join(os.tmpdir(), 'open-bigfive-e2e');
