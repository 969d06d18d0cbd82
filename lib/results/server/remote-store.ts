import 'server-only';
import { sheetToAnswers } from '@/inventory/answers';
import { testInfo } from '@/inventory/info';
import { publicResultSchema } from '@/lib/results/public-result';
import { apiErrorBodySchema, saveResponseSchema } from '@/lib/results/save-schema';
import {
  UpstreamError,
  UpstreamRejectedError,
  type DeleteOutcome,
  type NewResult,
  type ResultsService,
} from './store';
import { RESULT_ID_PATTERN } from '@/lib/results/id';

export interface RemoteOptions {
  /** Origin (and optional path prefix) of another host speaking this API. */
  baseUrl: string;
  timeoutMs: number;
}

/**
 * RESULTS_API_URL: this instance keeps nothing and forwards every request to another API host
 * speaking the same API (POST /api/save, GET and DELETE /api/result/{id}). Answers from it are validated like any client input;
 * a host that cannot be reached, fails or answers nonsense is a 502, one that is too slow a 504.
 * Long as one closure: the upstream's address, timeouts and the contract's methods (each short) share it.
 */
export function createRemoteResults({ baseUrl, timeoutMs }: RemoteOptions): ResultsService {
  const base = baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        ...init,
        headers: { accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
        redirect: 'error',
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new UpstreamError(name === 'TimeoutError' ? 'timeout' : 'unavailable', error);
    }
  }

  async function json(response: Response): Promise<unknown> {
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new UpstreamError(name === 'TimeoutError' ? 'timeout' : 'unavailable', error);
    }
  }

  /** A 4xx with a well-formed error body is the client's fault and goes back to it as is. */
  async function refuse(response: Response): Promise<never> {
    if (response.status >= 400 && response.status < 500 && response.status !== 408) {
      const body = apiErrorBodySchema.safeParse(await json(response));
      if (body.success) throw new UpstreamRejectedError(response.status, body.data);
    }
    throw new UpstreamError('unavailable', new Error(`Upstream status ${response.status}`));
  }

  return {
    async save(input: NewResult, client?: string) {
      const response = await call('/api/save', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(client ? { 'x-forwarded-for': client } : {}),
        },
        body: JSON.stringify({
          testId: testInfo.shortId,
          lang: input.lang,
          invalid: input.invalid,
          twitterUsername: input.handle ?? null,
          answers: sheetToAnswers(input.sheet),
          timeElapsed: input.timeElapsed,
          gender: input.gender,
          age: input.age,
        }),
      });
      if (response.status !== 200 && response.status !== 201) return refuse(response);
      const saved = saveResponseSchema.safeParse(await json(response));
      if (!saved.success) throw new UpstreamError('unavailable', saved.error);
      return saved.data;
    },
    async get(id) {
      if (!RESULT_ID_PATTERN.test(id)) return null;
      const response = await call(`/api/result/${id.toLowerCase()}`, { method: 'GET' });
      if (response.status === 404) return null;
      if (response.status !== 200) return refuse(response);
      const result = publicResultSchema.safeParse(await json(response));
      if (!result.success) throw new UpstreamError('unavailable', result.error);
      return result.data;
    },
    async delete(id, token): Promise<DeleteOutcome> {
      if (!RESULT_ID_PATTERN.test(id)) return 'not-found';
      const response = await call(`/api/result/${id.toLowerCase()}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status === 200 || response.status === 204) return 'deleted';
      if (response.status === 404) return 'not-found';
      if (response.status === 403) return 'forbidden';
      return refuse(response);
    },
    async check() {
      // Any host speaking the API answers this without a store of its own being touched much: an
      // id that cannot exist is a 404 (or a 400); a 5xx or no answer means it cannot serve.
      const response = await call(`/api/result/${'0'.repeat(24)}`, { method: 'GET' });
      await response.body?.cancel();
      if (response.status >= 500)
        throw new UpstreamError('unavailable', new Error(`Upstream status ${response.status}`));
    },
    async close() {},
  };
}
