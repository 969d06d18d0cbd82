import 'client-only';
import {
  apiErrorBodySchema,
  saveResponseSchema,
  type ApiErrorCode,
  type SavePayload,
  type SaveResponse,
} from '../save-schema';

export type SaveOutcome =
  | { ok: true; result: SaveResponse }
  /** `retry`: the answer may be different later (offline, server busy or down, rate limit). */
  | { ok: false; code: ApiErrorCode; retry: boolean };

/** Statuses after which the same request can succeed later; any other 4xx is final. */
const RETRYABLE = new Set([408, 425, 429]);

/**
 * POST /api/save from a page or the service worker (the same request either way, so a test
 * queued offline is saved exactly like one sent at once).
 */
export async function postSave(
  payload: SavePayload,
  fetchImpl: typeof fetch = fetch,
): Promise<SaveOutcome> {
  let response: Response;
  try {
    response = await fetchImpl('/api/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, code: 'network', retry: true };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = saveResponseSchema.safeParse(body);
    return parsed.success
      ? { ok: true, result: parsed.data }
      : { ok: false, code: 'unknown', retry: false };
  }
  const error = apiErrorBodySchema.safeParse(body);
  return {
    ok: false,
    code: error.success ? error.data.error.messageKey : 'unknown',
    retry: response.status >= 500 || RETRYABLE.has(response.status),
  };
}
