/** @jest-environment node */
import { buildSettingsOf } from '@/lib/config/env';
import { setLogSink } from './log';
import { startServer } from './startup';

/** Starts with `source` as the environment, on a build made with `built` (none set by default). */
function run(source: Record<string, string>, built: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const restore = setLogSink({
    out: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
    err: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  const exit = jest.fn();
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const ok = startServer({
      source,
      built: buildSettingsOf(built),
      exit,
      installSignals: false,
    });
    return { ok, lines, exit, text: stderr.mock.calls.map((call) => String(call[0])).join('') };
  } finally {
    stderr.mockRestore();
    restore();
  }
}

describe('the server start', () => {
  it('says which store and address it serves and what differs from the defaults', () => {
    const { ok, lines, exit } = run(
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://app:s3cret@db:5432/bigfive',
        DATABASE_POOL_SIZE: '4',
      },
      { SITE_URL: 'https://bigfive.example/' },
    );
    expect(ok).toBe(true);
    expect(exit).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      event: 'start',
      store: 'postgresql',
      url: 'postgres://app:***@db:5432/bigfive',
      poolSize: 4,
      siteUrl: 'https://bigfive.example',
      settings: {
        SITE_URL: 'https://bigfive.example/',
        DATABASE_URL: 'postgres://app:***@db:5432/bigfive',
        DATABASE_POOL_SIZE: 4,
      },
    });
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('warns when a production build has no SITE_URL (empty counts as none)', () => {
    const { lines } = run({ NODE_ENV: 'production' }, { SITE_URL: '' });
    expect(lines.map((line) => [line.level, line.event])).toEqual([
      ['info', 'start'],
      ['warn', 'site-url-unset'],
    ]);
    expect(lines[1]!.message).toMatch(/build has no SITE_URL.*localhost:3000/);
    // Not in development, where localhost is the address.
    expect(run({ NODE_ENV: 'development' }).lines.map((line) => line.event)).toEqual(['start']);
  });

  it('says when a setting pages show is given at start but differs from the build', () => {
    const built = { SITE_URL: 'https://built.example', SITE_NAME: 'Built' };
    const { lines } = run(
      { NODE_ENV: 'production', SITE_URL: 'https://other.example', SITE_NAME: 'Built' },
      built,
    );
    expect(lines[0]).toMatchObject({ event: 'start', siteUrl: 'https://built.example' });
    expect(lines[1]).toMatchObject({
      level: 'warn',
      event: 'build-settings-differ',
      variables: ['SITE_URL'],
    });
    // The same values as the build, or none at start: nothing to say.
    expect(run({ NODE_ENV: 'production', ...built }, built).lines).toHaveLength(1);
    expect(run({ NODE_ENV: 'production' }, built).lines).toHaveLength(1);
  });

  it('stops on a bad setting, naming every bad variable and none of the values', () => {
    const { ok, lines, exit, text } = run({
      TRUST_PROXY: 'lots',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
    });
    expect(ok).toBe(false);
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'config-invalid',
        problems: [
          { variable: 'DATABASE_URL', message: 'must start with postgres:// or postgresql://' },
          { variable: 'TRUST_PROXY', message: 'must be a whole number from 0 to 10' },
        ],
      }),
    ]);
    expect(text).toContain('TRUST_PROXY: must be a whole number from 0 to 10');
    expect(text + JSON.stringify(lines)).not.toContain('hunter2');
  });
});
