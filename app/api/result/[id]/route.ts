import { revalidateTag } from 'next/cache';
import { resultTag } from '@/lib/results/cache';
import { normalizeResultId } from '@/lib/results/id';
import { apiError, jsonResponse } from '@/lib/http/server/json';
import { withRequestLog } from '@/lib/http/server/request-log';
import { backendFailure } from '@/lib/results/server/errors';
import { getPublicResult, getResults } from '@/lib/results/server/service';

function badId() {
  return apiError(400, 'invalidId', 'A result id is 24 hexadecimal characters.', 'id');
}

/** GET /api/result/{id}: the scores of a result per domain and facet (never its deletion token). */
export const GET = withRequestLog(
  '/api/result/[id]',
  async (_request: Request, { params }: RouteContext<'/api/result/[id]'>) => {
    const id = normalizeResultId((await params).id);
    if (!id) return badId();
    try {
      const result = await getPublicResult(id);
      if (!result) return apiError(404, 'notFound', 'There is no result with this id.');
      return jsonResponse(result);
    } catch (error) {
      return backendFailure(error);
    }
  },
);

/** DELETE /api/result/{id} with "Authorization: Bearer <deletion token>": removes it for good. */
export const DELETE = withRequestLog(
  '/api/result/[id]',
  async (request: Request, { params }: RouteContext<'/api/result/[id]'>) => {
    const id = normalizeResultId((await params).id);
    if (!id) return badId();
    const token = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(
      request.headers.get('authorization') ?? '',
    )?.[1];
    if (!token)
      return apiError(
        401,
        'missingToken',
        'Send the deletion token as "Authorization: Bearer <token>".',
        undefined,
        {
          'WWW-Authenticate': 'Bearer',
        },
      );
    try {
      const outcome = await getResults().delete(id, token);
      if (outcome === 'not-found')
        return apiError(404, 'notFound', 'There is no result with this id.');
      if (outcome === 'forbidden')
        return apiError(403, 'forbidden', 'The deletion token does not match this result.');
      // Every page, preview and comparison of it, in every language, on this instance: at once.
      revalidateTag(resultTag(id), { expire: 0 });
      return jsonResponse({ deleted: true, id });
    } catch (error) {
      return backendFailure(error);
    }
  },
);
