/** What the builder knows about a result id once GET /api/result/{id} has answered. */
export interface ResultCheck {
  found: boolean;
  /** The username the result was saved with, if any (only when found). */
  handle: string | null;
}

/** The route handler's address for a result id: also the swr key of its check. */
export const resultCheckKey = (id: string) => `/api/result/${id}`;

/**
 * Reads the only fields the builder needs from the API's answer; null when the answer says
 * nothing either way (offline, a 5xx, a rate limit). Checked by hand, not with zod: the compare
 * page's scripts are prefetched by every page (see lib/compare-id.ts).
 */
export function toResultCheck(status: number, body: unknown): ResultCheck | null {
  if (status === 404) return { found: false, handle: null };
  if (status !== 200 || typeof body !== 'object' || body === null) return null;
  const handle = (body as { handle?: unknown }).handle;
  return { found: true, handle: typeof handle === 'string' && handle ? handle : null };
}
