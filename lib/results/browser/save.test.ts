/** @jest-environment node */
import type { SavePayload } from '../save-schema';
import { postSave } from './save';

const payload = {
  testId: 'b5-120',
  lang: 'en',
  answers: [],
  timeElapsed: 1,
  gender: 'male',
  age: 20,
} as SavePayload;
const reply = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
const apiError = (messageKey: string) => ({
  error: { code: messageKey, message: 'x', messageKey },
});

describe('postSave', () => {
  it('returns the id and deletion key of a saved test', async () => {
    const result = { id: '0123456789abcdef01234567', deleteToken: 'x'.repeat(32) };
    expect(await postSave(payload, reply(201, result))).toEqual({ ok: true, result });
  });

  it('reports a network failure as retryable', async () => {
    const offline = (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await postSave(payload, offline)).toEqual({ ok: false, code: 'network', retry: true });
  });

  it.each([
    [503, 'storeUnavailable', true],
    [502, 'upstreamUnavailable', true],
    [429, 'rateLimited', true],
    [400, 'invalidAge', false],
    [413, 'payloadTooLarge', false],
    [415, 'unsupportedMediaType', false],
  ])('%i %s: retry %s', async (status, code, retry) => {
    expect(await postSave(payload, reply(status, apiError(code)))).toEqual({
      ok: false,
      code,
      retry,
    });
  });

  it('does not trust an answer it cannot read', async () => {
    expect(await postSave(payload, reply(201, { id: 'nope' }))).toEqual({
      ok: false,
      code: 'unknown',
      retry: false,
    });
    expect(await postSave(payload, reply(500, '<html>'))).toEqual({
      ok: false,
      code: 'unknown',
      retry: true,
    });
  });
});
