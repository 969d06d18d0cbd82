import { z } from 'zod';

/*
 * Every setting the server reads from its environment, validated in one place (the tables of
 * docs/operating.md and .env.example list them). instrumentation.ts parses it when the server starts, so a bad
 * value stops the start with a message naming the variable instead of failing requests later.
 * Not `server-only`: proxy.ts reads TRUST_PROXY and cannot import such a module; nothing here is a
 * secret that a browser bundle could leak, and no client component imports it.
 */

/** Whole numbers from the environment (`' 2 '` is 2; `1.5`, `2x` are refused). */
const int = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 1 (on) or 0 (off)' })
  .transform((value) => value === '1' || value === 'true');

/** TRUST_PROXY: proxy hops in front that append to X-Forwarded-For (lib/http/client-address.ts). */
export const trustProxySchema = int(0, 10).default(0);

export const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  // Site (lib/config/server/site.ts)
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  SITE_NAME: z.string().trim().min(1).max(60).default('Open Big Five'),
  ORG_NAME: z.string().trim().min(1).max(120).default('Open Big Five'),
  ORG_ADDRESS: z.string().trim().max(300).optional(),
  CONTACT_EMAIL: z.email().default('hello@openbigfive.org'),
  SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/openbigfive'),
  SOCIAL_GITHUB_URL: z.url().default('https://github.com/openbigfive/openbigfive'),
  SOCIAL_TWITTER_URL: z.url().default('https://x.com/openbigfive'),
  SOCIAL_LINKEDIN_URL: z.url().default('https://www.linkedin.com/company/openbigfive'),
  /** `vercel` turns on Vercel Web Analytics (only where /_vercel/insights is served). */
  ANALYTICS: z.enum(['off', 'vercel']).default('off'),
  // Results store (lib/results/server/service.ts)
  DATA_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  RESULTS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  RESULTS_API_TIMEOUT_MS: int(100, 120_000).default(8000),
  // Save limit (lib/http/server/rate-limit.ts)
  SAVE_RATE_LIMIT: int(0, 1_000_000).default(20),
  SAVE_RATE_WINDOW_SECONDS: int(1, 86_400).default(60),
  TRUST_PROXY: trustProxySchema,
  /** The debug "fill in random answers" action (lib/config/server/test-page.ts). */
  ENABLE_TEST_SKIP: flag.default(false),
  // Operations (lib/ops/log.ts, lib/ops/shutdown.ts)
  LOG_CLIENT_IP: flag.default(false),
  SHUTDOWN_TIMEOUT_SECONDS: int(1, 3600).default(25),
});

export type Env = z.infer<typeof envSchema>;
export type EnvSource = Record<string, string | undefined>;

/**
 * The settings pages show (addresses, names, links, analytics, the test's debug action). Pages are
 * prerendered or kept, so these are read when the site is built: next.config.ts checks them and
 * writes the build's values into the server's code (lib/config/build-settings.ts), and every page, made
 * at build time or later, shows the same. The others are read when the server starts.
 */
export const BUILD_SETTINGS = [
  'SITE_URL',
  'SITE_NAME',
  'ORG_NAME',
  'ORG_ADDRESS',
  'CONTACT_EMAIL',
  'SOCIAL_FACEBOOK_URL',
  'SOCIAL_GITHUB_URL',
  'SOCIAL_TWITTER_URL',
  'SOCIAL_LINKEDIN_URL',
  'ANALYTICS',
  'ENABLE_TEST_SKIP',
] as const satisfies readonly (keyof Env)[];

export type BuildSettings = Record<(typeof BUILD_SETTINGS)[number], string | undefined>;

/** The build settings of an environment, as next.config.ts hands them to the build. */
export function buildSettingsOf(source: EnvSource): BuildSettings {
  return Object.fromEntries(
    BUILD_SETTINGS.map((name) => [name, source[name]?.trim() ?? '']),
  ) as BuildSettings;
}

/** The variables this module knows. */
export const ENV_VARIABLES = Object.keys(envSchema.shape).filter(
  (name) => name !== 'NODE_ENV',
) as (keyof Env)[];

export class EnvError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration: ${problems
        .map(({ variable, message }) => `${variable}: ${message}`)
        .join('; ')}`,
    );
    this.name = 'EnvError';
  }
}

/** Empty (or blank) values count as unset, so `FOO=` in an env file falls back to the default. */
function withoutEmpty(source: EnvSource): EnvSource {
  const known = new Set<string>(Object.keys(envSchema.shape));
  return Object.fromEntries(
    Object.entries(source).filter(
      ([name, value]) => known.has(name) && value !== undefined && value.trim() !== '',
    ),
  );
}

/**
 * Parses the settings; throws an EnvError naming every bad variable. Values are never repeated in
 * the message (DATABASE_URL carries a password).
 */
export function parseEnv(source: EnvSource): Env {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (parsed.success) return parsed.data;
  throw new EnvError(
    parsed.error.issues.map((issue) => ({
      variable: String(issue.path[0] ?? '(environment)'),
      message: issue.message,
    })),
  );
}

let cached: Env | undefined;

/** The process's settings, parsed on first use (instrumentation.ts makes that the server's start). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** DATABASE_URL (or any URL) without its password, for logs. */
export function maskUrl(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = '***';
    return url.toString();
  } catch {
    return '(not a URL)';
  }
}

/**
 * The settings that differ from the defaults, as the startup log shows them: secrets masked,
 * free-text values (names, addresses) shown as they are since they are public on every page.
 */
export function changedSettings(source: EnvSource): Record<string, string | number | boolean> {
  const env = parseEnv(source);
  const defaults = parseEnv({});
  const changed: Record<string, string | number | boolean> = {};
  for (const name of ENV_VARIABLES) {
    const value = env[name];
    if (value === undefined || value === defaults[name]) continue;
    // Any address may carry a password (DATABASE_URL always may; RESULTS_API_URL could).
    changed[name] =
      typeof value === 'string' && /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? maskUrl(value) : value;
  }
  return changed;
}

/** Which results store the settings choose (lib/results/server/service.ts): the startup log says it. */
export type StoreSummary =
  | { store: 'remote'; url: string; timeoutMs: number }
  | { store: 'postgresql'; url: string; poolSize: number }
  | { store: 'sqlite'; file: string };

export function storeSummary(env: Env, cwd = process.cwd()): StoreSummary {
  if (env.RESULTS_API_URL)
    return {
      store: 'remote',
      url: maskUrl(env.RESULTS_API_URL),
      timeoutMs: env.RESULTS_API_TIMEOUT_MS,
    };
  if (env.DATABASE_URL)
    return {
      store: 'postgresql',
      url: maskUrl(env.DATABASE_URL),
      poolSize: env.DATABASE_POOL_SIZE,
    };
  return { store: 'sqlite', file: sqliteFileOf(env, cwd) };
}

/** The SQLite file under DATA_DIR (default ./data). */
export function sqliteFileOf(env: Pick<Env, 'DATA_DIR'>, cwd = process.cwd()): string {
  // Not node:path: proxy.ts imports this module too, and a plain join is all it takes.
  const dir = (env.DATA_DIR ?? `${cwd}/data`).replace(/\/+$/, '');
  return dir.startsWith('/')
    ? `${dir}/results.sqlite`
    : `${cwd}/${dir.replace(/^\.\//, '')}/results.sqlite`;
}
