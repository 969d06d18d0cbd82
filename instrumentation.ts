import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts (`next start`, `npm start`, any Node host): checks the settings
 * and stops the start on a bad one, logs what the server serves, and prepares the graceful
 * shutdown (lib/ops/). Only in the Node.js runtime, the one this site's server code runs in.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/ops/startup');
  startServer();
}

/** Every error Next.js catches while rendering a page or running a route: one JSON log line. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/ops/startup');
  const requestId = request.headers['x-request-id'];
  logRequestError({
    error,
    method: request.method,
    requestId: typeof requestId === 'string' ? requestId : undefined,
    routePath: context.routePath,
    routeType: context.routeType,
  });
};
