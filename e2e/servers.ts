import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');

export interface AppServer {
  url: string;
  /** kill -9 of the whole server process group: no shutdown hooks, no flushing. */
  crash(): void;
  stop(): Promise<void>;
}

/** Starts another instance of the production build with its own environment. */
export async function startApp(port: number, env: Record<string, string>): Promise<AppServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server on ${port} exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server on ${port} did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  return {
    url,
    crash: () => kill('SIGKILL'),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      kill('SIGKILL');
    },
  };
}
