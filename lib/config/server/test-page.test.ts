/** @jest-environment node */
function load(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  let config: { skipEnabled: boolean } | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is read at module load
    config = (require('./test-page') as typeof import('./test-page')).testConfig;
  });
  process.env = saved;
  return config;
}

describe('test configuration', () => {
  it('offers the debug skip in development only, unless ENABLE_TEST_SKIP says so', () => {
    expect(load({ NODE_ENV: 'production', ENABLE_TEST_SKIP: undefined })?.skipEnabled).toBe(false);
    expect(load({ NODE_ENV: 'production', ENABLE_TEST_SKIP: '0' })?.skipEnabled).toBe(false);
    expect(load({ NODE_ENV: 'production', ENABLE_TEST_SKIP: '1' })?.skipEnabled).toBe(true);
    expect(load({ NODE_ENV: 'development', ENABLE_TEST_SKIP: undefined })?.skipEnabled).toBe(true);
  });

  it('refuses a value that is neither on nor off, naming the variable', () => {
    expect(() => load({ NODE_ENV: 'production', ENABLE_TEST_SKIP: 'yes please' })).toThrow(
      /ENABLE_TEST_SKIP/,
    );
  });
});
