import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { getEnv } from '@/lib/config/env';
import { describeError, log, type LogFields } from '@/lib/ops/log';
import { clientKey } from './rate-limit';

interface RequestScope {
  requestId: string;
  route: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** A request id proxy.ts set (or a proxy in front, with TRUST_PROXY), else a fresh one. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

export interface RequestLogOptions {
  /** Answers not worth a line (the health probes' 200s, every few seconds from each balancer). */
  skip?: (status: number) => boolean;
}

/**
 * Wraps a route handler so that each request leaves one JSON line: request id, route pattern (never
 * the address: it can hold a result id), method, status, duration; the client's address only with
 * LOG_CLIENT_IP=1. Nothing of the body (answers, handles) or the headers (tokens) is logged. The
 * answer carries the id as `X-Request-Id`, so a visitor's report can be matched to the line.
 */
export function withRequestLog<Rest extends unknown[]>(
  route: string,
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
  { skip }: RequestLogOptions = {},
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const started = performance.now();
    const requestId = requestIdOf(request);
    const line = (status: number): LogFields => ({
      requestId,
      route,
      method: request.method,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(getEnv().LOG_CLIENT_IP ? { client: clientKey(request) } : {}),
    });
    let response: Response;
    try {
      response = await scope.run({ requestId, route }, () => handler(request, ...rest));
    } catch (error) {
      // Next.js answers 500 and reports the error to instrumentation.ts, which logs it.
      log('warn', 'request', line(500));
      throw error;
    }
    if (!skip?.(response.status))
      log(response.status >= 500 ? 'warn' : 'info', 'request', line(response.status));
    response.headers.set('X-Request-Id', requestId);
    return response;
  };
}

/** A server-side failure worth an operator's attention, tied to the request being answered. */
export function logServerError(event: string, error: unknown, fields: LogFields = {}) {
  const current = scope.getStore();
  log('error', event, { ...current, ...fields, error: describeError(error) });
}
