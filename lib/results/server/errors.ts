import 'server-only';
import { apiErrorBodySchema } from '@/lib/results/save-schema';
import { apiError, jsonResponse } from '../../http/server/json';
import { logServerError } from '../../http/server/request-log';
import { StoreUnavailableError, UpstreamError, UpstreamRejectedError } from './store';

/**
 * Turns a failure of the results backend into a clean JSON answer: 503 when our database is down,
 * 502/504 when the API host is, the host's own 4xx when it refused the request. Anything else is a
 * bug and is rethrown.
 */
export function backendFailure(error: unknown): Response {
  if (error instanceof StoreUnavailableError) {
    logServerError('store-unavailable', error);
    return apiError(
      503,
      'storeUnavailable',
      'Results cannot be stored or read right now.',
      undefined,
      {
        'Retry-After': '5',
      },
    );
  }
  if (error instanceof UpstreamError) {
    logServerError('upstream-failed', error);
    return error.kind === 'timeout'
      ? apiError(504, 'upstreamTimeout', 'The results API host did not answer in time.')
      : apiError(502, 'upstreamUnavailable', 'The results API host could not be reached.');
  }
  if (error instanceof UpstreamRejectedError) {
    const body = apiErrorBodySchema.parse(error.body);
    return jsonResponse(body, error.status);
  }
  throw error;
}
