/**
 * A throwaway PostgreSQL server of the tests' own (initdb in a temporary folder, its own port and
 * socket folder), so a test can really stop and start it without touching the shared cluster the
 * other tests use. Run as root, the server runs as the `postgres` system user (PostgreSQL refuses
 * to run as root); otherwise as the current user.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface PgInstance {
  /** Connection URL of the app's database (role with a password, scram-sha-256 over TCP). */
  url: string;
  port: number;
  /** `pg_ctl stop`: `fast` disconnects clients and shuts down; `immediate` is a hard stop. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts the server again (after `immediate`, with crash recovery), resolving when ready. */
  start(): Promise<void>;
  /** Stops the server for good and removes its folder. */
  destroy(): Promise<void>;
}

/** The folder of `initdb` and `pg_ctl`: PG_BIN, else Debian's newest /usr/lib/postgresql/N/bin. */
export function findPgBin(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  } catch {
    // not Debian's layout
  }
  return candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

/** A TCP port nobody listens on right now (the system's choice). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Owner {
  uid: number;
  gid: number;
}

/** Runs a PostgreSQL program as `owner` (when root) and resolves when it exits with 0. */
function run(program: string, args: string[], owner: Owner | undefined, timeoutMs = 60_000) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      uid: owner?.uid,
      gid: owner?.gid,
      // The same locale wherever the tests run (initdb takes the database's from it).
      env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    // `exit`, not `close`: pg_ctl leaves the server running with its own output (the log file).
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(`${path.basename(program)} ${args.join(' ')} failed (${code}): ${output}`),
        );
    });
  });
}

/**
 * Creates, starts and returns a PostgreSQL server in a new temporary folder, with a role and a
 * database for the app. `bin`: see findPgBin.
 */
export async function createPgInstance(bin: string): Promise<PgInstance> {
  let owner: Owner | undefined;
  if (process.getuid?.() === 0) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()),
    );
    owner = { uid: uid!, gid: gid! };
  }
  // As root, in /tmp: the postgres user may not reach a TMPDIR of root's.
  const root = fs.mkdtempSync(path.join(owner ? '/tmp' : os.tmpdir(), 'b5-pg-'));
  if (owner) fs.chownSync(root, owner.uid, owner.gid);
  const data = path.join(root, 'data');
  const log = path.join(root, 'server.log');
  const port = await freePort();
  const password = 'load-test-password';
  const pgCtl = path.join(bin, 'pg_ctl');
  // Only loopback TCP and a socket in its own folder; small, since it lives for one test.
  const serverOptions = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=40',
    '-c shared_buffers=16MB',
  ].join(' ');
  const start = () =>
    run(pgCtl, ['-D', data, '-l', log, '-o', serverOptions, '-w', 'start'], owner);
  const stop = (mode: 'fast' | 'immediate') =>
    run(pgCtl, ['-D', data, '-m', mode, '-w', 'stop'], owner);
  // Should the test runner end this process before destroy() (a time-out), no server is left over.
  const onExit = () => {
    try {
      execFileSync(pgCtl, ['-D', data, '-m', 'immediate', 'stop'], { stdio: 'ignore', ...owner });
    } catch {
      // not running
    }
  };
  let running = false;
  const destroy = async () => {
    process.off('exit', onExit);
    if (running) await stop('immediate').catch(() => undefined);
    running = false;
    fs.rmSync(root, { recursive: true, force: true });
  };

  try {
    await run(
      path.join(bin, 'initdb'),
      [
        '-D',
        data,
        '--username=postgres',
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '--encoding=UTF8',
        '--no-instructions',
      ],
      owner,
    );
    process.once('exit', onExit);
    await start();
    running = true;
    // Through the socket (trusted) as the superuser; the app logs in over TCP with a password.
    const admin = new Client({ host: root, port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE bigfive_load LOGIN PASSWORD '${password}'`);
      await admin.query('CREATE DATABASE bigfive_load OWNER bigfive_load');
    } finally {
      await admin.end();
    }
  } catch (error) {
    await destroy();
    throw error;
  }

  return {
    url: `postgres://bigfive_load:${password}@127.0.0.1:${port}/bigfive_load`,
    port,
    async stop(mode = 'fast') {
      await stop(mode);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    destroy,
  };
}
