/** @jest-environment node */
/** Failures of the API host behind RESULTS_API_URL; the normal behaviour is in the contract test. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { validateAnswers } from '@/inventory/answers';
import { ITEM_KEYS } from '@/inventory/items';
import { createRemoteResults } from './remote-store';
import { UpstreamError, UpstreamRejectedError } from './store';

const sheet = validateAnswers(ITEM_KEYS.map((item) => ({ questionID: item.id, choice: 4 })));
if (!sheet.ok) throw sheet.error;
const input = {
  lang: 'en',
  sheet: sheet.value,
  gender: 'other' as const,
  age: 40,
  handle: undefined,
  invalid: false,
  timeElapsed: 100,
};

let server: Server;
let reply: (res: import('node:http').ServerResponse) => void = (res) => res.end();
let url = '';

beforeAll(async () => {
  server = createServer((_req, res) => reply(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const remote = (timeoutMs = 2000) => createRemoteResults({ baseUrl: url, timeoutMs });

describe('remote results store', () => {
  it('reports an unreachable host as unavailable (502)', async () => {
    const closed = createRemoteResults({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(closed.save(input)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('reports a host that does not answer in time as a time-out (504)', async () => {
    reply = () => undefined; // never answers
    await expect(remote(300).get('a'.repeat(24))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('treats a 5xx, a wrong shape or non-JSON from the host as unavailable', async () => {
    reply = (res) => res.writeHead(500).end('boom');
    await expect(remote().save(input)).rejects.toBeInstanceOf(UpstreamError);
    reply = (res) => res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}');
    await expect(remote().save(input)).rejects.toBeInstanceOf(UpstreamError);
    reply = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>');
    await expect(remote().get('b'.repeat(24))).rejects.toBeInstanceOf(UpstreamError);
  });

  it("passes the host's own 4xx error on to the client", async () => {
    const body = {
      error: { code: 'rateLimited', message: 'slow down', messageKey: 'rateLimited' },
    };
    reply = (res) =>
      res.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const error = await remote()
      .save(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamRejectedError);
    expect(error).toMatchObject({ status: 429, body });
  });
});
