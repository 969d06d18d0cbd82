import { changedSettings, EnvError, maskUrl, parseEnv, sqliteFileOf, storeSummary } from './env';

describe('the environment (lib/config/env.ts)', () => {
  it('has a working default for everything', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      DATABASE_POOL_SIZE: 10,
      SAVE_RATE_LIMIT: 20,
      TRUST_PROXY: 0,
      ENABLE_TEST_SKIP: false,
      LOG_CLIENT_IP: false,
      SHUTDOWN_TIMEOUT_SECONDS: 25,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(storeSummary(env, '/srv/app')).toEqual({
      store: 'sqlite',
      file: '/srv/app/data/results.sqlite',
    });
  });

  it('treats empty and blank values as unset (DATABASE_URL= keeps SQLite)', () => {
    const env = parseEnv({
      DATABASE_URL: '',
      SITE_URL: '  ',
      TRUST_PROXY: '',
      SAVE_RATE_LIMIT: '',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.SAVE_RATE_LIMIT).toBe(20);
    expect(storeSummary(env).store).toBe('sqlite');
  });

  it('reads numbers, flags and the store settings', () => {
    const env = parseEnv({
      TRUST_PROXY: ' 2 ',
      SAVE_RATE_LIMIT: '0',
      LOG_CLIENT_IP: '1',
      ENABLE_TEST_SKIP: 'true',
      DATABASE_URL: 'postgres://app:secret@db:5432/bigfive',
      DATA_DIR: 'var/data/',
    });
    expect(env).toMatchObject({ TRUST_PROXY: 2, SAVE_RATE_LIMIT: 0, LOG_CLIENT_IP: true });
    expect(env.ENABLE_TEST_SKIP).toBe(true);
    expect(storeSummary(env)).toEqual({
      store: 'postgresql',
      url: 'postgres://app:***@db:5432/bigfive',
      poolSize: 10,
    });
    expect(sqliteFileOf(env, '/srv/app')).toBe('/srv/app/var/data/results.sqlite');
    expect(
      storeSummary(
        parseEnv({ RESULTS_API_URL: 'https://api.example', DATABASE_URL: 'postgres://x' }),
      ).store,
    ).toBe('remote');
  });

  it.each([
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '1.5'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '11'],
    ['SAVE_RATE_LIMIT', 'many'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['SITE_URL', 'ftp://x'],
    ['CONTACT_EMAIL', 'not-an-address'],
    ['ENABLE_TEST_SKIP', 'yes please'],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0'],
    ['ANALYTICS', 'google'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('names every bad variable at once and never repeats a value', () => {
    try {
      parseEnv({ DATABASE_URL: 'mysql://root:hunter2@db/x', SITE_URL: 'nope' });
      throw new Error('accepted');
    } catch (error) {
      expect((error as EnvError).problems.map((p) => p.variable).sort()).toEqual([
        'DATABASE_URL',
        'SITE_URL',
      ]);
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('lists the settings that differ from the defaults, passwords masked', () => {
    expect(
      changedSettings({
        SITE_URL: 'https://bigfive.example',
        SAVE_RATE_LIMIT: '20',
        DATABASE_URL: 'postgresql://app:secret@db/bigfive',
        TRUST_PROXY: '1',
        HOME: '/root',
      }),
    ).toEqual({
      SITE_URL: 'https://bigfive.example',
      DATABASE_URL: 'postgresql://app:***@db/bigfive',
      TRUST_PROXY: 1,
    });
    expect(maskUrl('postgres://user@host/db')).toBe('postgres://user@host/db');
    expect(changedSettings({ RESULTS_API_URL: 'https://api:key@results.example/' })).toEqual({
      RESULTS_API_URL: 'https://api:***@results.example/',
    });
    expect(
      storeSummary(parseEnv({ RESULTS_API_URL: 'https://api:key@results.example' })),
    ).toMatchObject({ store: 'remote', url: 'https://api:***@results.example/' });
  });
});
