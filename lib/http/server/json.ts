import 'server-only';
import type { ApiErrorBody, ApiErrorCode } from '@/lib/results/save-schema';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function apiError(
  status: number,
  code: ApiErrorCode,
  message: string,
  field?: string,
  headers: HeadersInit = {},
) {
  const body: ApiErrorBody = {
    error: { code, message, messageKey: code, ...(field ? { field } : {}) },
  };
  return jsonResponse(body, status, headers);
}

/** 415 for a request whose body is not JSON by its content type, else null. */
export function refuseNonJson(request: Request): Response | null {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim())) return null;
  return apiError(415, 'unsupportedMediaType', 'Send the body as application/json.');
}

export type BodyResult = { ok: true; text: string } | { ok: false; response: Response };

/**
 * Reads a JSON request body of at most `limit` bytes. A larger body is refused with 413 as soon as
 * it is known to be too large, before any parsing; a body that is not JSON by content type gets 415.
 */
export async function readJsonBody(request: Request, limit: number): Promise<BodyResult> {
  const refused = refuseNonJson(request);
  if (refused) return { ok: false, response: refused };
  const tooLarge = () => ({
    ok: false as const,
    response: apiError(413, 'payloadTooLarge', `The request body is larger than ${limit} bytes.`),
  });
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return tooLarge();
      }
      chunks.push(value);
    }
  } catch {
    // The client went away mid-body (or sent a broken stream): a refusal, not a server error.
    return {
      ok: false,
      response: apiError(400, 'invalidJson', 'The request body could not be read completely.'),
    };
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
