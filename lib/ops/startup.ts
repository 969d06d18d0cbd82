import { builtSettings } from '@/lib/config/build-settings';
import {
  BUILD_SETTINGS,
  changedSettings,
  EnvError,
  parseEnv,
  storeSummary,
  type BuildSettings,
  type EnvSource,
} from '@/lib/config/env';
import { appVersion } from '@/lib/ops/version';
import { describeError, log } from './log';
import { installShutdown } from './shutdown';

export interface StartOptions {
  source?: EnvSource;
  /** The build settings this build was made with (lib/config/build-settings.ts). */
  built?: BuildSettings;
  exit?: (code: number) => void;
  /** Set by tests; the real start also handles SIGTERM/SIGINT. */
  installSignals?: boolean;
}

/**
 * What the server does once when it starts (instrumentation.ts): checks every setting and stops
 * the start on a bad one, says which store and address it serves and which settings differ from
 * the defaults, warns when a production build has no SITE_URL and when a build setting given now
 * differs from the build's (pages keep the build's), and prepares the graceful shutdown. Returns
 * whether the server may go on.
 */
export function startServer({
  source = process.env,
  built = builtSettings,
  exit = process.exit,
  installSignals = true,
}: StartOptions = {}): boolean {
  let env;
  try {
    env = parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    log('error', 'config-invalid', { problems: error.problems });
    // Also in plain words, for whoever reads the terminal rather than a log collector.
    process.stderr.write(
      `\nThe server cannot start: ${error.problems.length === 1 ? 'a setting is' : 'settings are'} invalid.\n` +
        error.problems.map(({ variable, message }) => `  ${variable}: ${message}\n`).join('') +
        'Fix the environment (see docs/operating.md or .env.example) and start again.\n\n',
    );
    exit(1);
    return false;
  }
  const production = env.NODE_ENV === 'production';
  const runtimeOnly = Object.fromEntries(
    Object.entries(source).filter(
      ([name]) => !(BUILD_SETTINGS as readonly string[]).includes(name),
    ),
  );
  const site = parseEnv(built);
  log('info', 'start', {
    version: appVersion,
    node: process.version,
    mode: env.NODE_ENV ?? 'production',
    ...storeSummary(env),
    siteUrl: site.SITE_URL.replace(/\/+$/, ''),
    settings: changedSettings({ ...runtimeOnly, ...built }),
  });
  if (production && !built.SITE_URL?.trim())
    log('warn', 'site-url-unset', {
      message:
        'This build has no SITE_URL: canonical addresses, the sitemap and link-preview images all ' +
        'point at http://localhost:3000 (links visitors copy or share use the address they are ' +
        'on). Build again with SITE_URL set to the public address (e.g. ' +
        'SITE_URL=https://bigfive.example npm run build).',
    });
  const differing = BUILD_SETTINGS.filter((name) => {
    const now = source[name]?.trim();
    return now && now !== (built[name]?.trim() ?? '');
  });
  if (differing.length)
    log('warn', 'build-settings-differ', {
      variables: differing,
      message:
        `${differing.join(', ')} ${differing.length === 1 ? 'differs' : 'differ'} from the value ` +
        'this build was made with. Pages show what they were built with: build again to change it.',
    });
  if (installSignals) installShutdown({ timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS });
  return true;
}

/** What instrumentation.ts's onRequestError hands over (Next.js's `Instrumentation.onRequestError`). */
export interface RequestErrorInfo {
  error: unknown;
  method: string;
  requestId: string | undefined;
  routePath: string;
  routeType: string;
}

/**
 * One line per error Next.js reports from rendering or a route handler: the route's pattern (never
 * the address, which can hold a result id), the method, the request id and what the error says.
 */
export function logRequestError({
  error,
  method,
  requestId,
  routePath,
  routeType,
}: RequestErrorInfo) {
  const digest = (error as { digest?: unknown } | null)?.digest;
  log('error', 'server-error', {
    ...(requestId ? { requestId } : {}),
    route: routePath,
    routeType,
    method,
    ...(typeof digest === 'string' ? { digest } : {}),
    error: describeError(error),
  });
}
