import * as z from 'zod/mini';

/**
 * What the browser needs to know of a result from GET /api/result/{id}: whether it still exists,
 * when it was taken, its username, and whether its answers are in doubt. The one reading of that
 * answer, for every page that checks a result (the lookup, the kept results, the compare builder).
 */
export type ResultCheck =
  | { state: 'found'; createdAt: string | null; handle: string | null; doubtful: boolean }
  /** 404 (deleted, or never stored) or 400: gone. */
  | { state: 'missing' }
  /** Offline, an outage, a rate limit: nothing known either way. */
  | { state: 'unknown' };

/** The fields read from the API's answer (the rest of it is ignored). zod/mini: it runs in pages. */
const answerSchema = z.object({
  createdAt: z.optional(z.string()),
  handle: z.optional(z.nullable(z.string())),
  invalid: z.optional(z.boolean()),
  quality: z.optional(z.nullable(z.object({ verdict: z.string() }))),
});

export function toResultCheck(status: number, body: unknown): ResultCheck {
  if (status === 404 || status === 400) return { state: 'missing' };
  const parsed = status === 200 ? answerSchema.safeParse(body) : null;
  if (!parsed?.success) return { state: 'unknown' };
  const { createdAt, handle, invalid, quality } = parsed.data;
  const time = createdAt ? Date.parse(createdAt) : Number.NaN;
  return {
    state: 'found',
    createdAt: Number.isNaN(time) ? null : new Date(time).toISOString(),
    handle: handle || null,
    doubtful: invalid === true || quality?.verdict === 'doubtful',
  };
}
