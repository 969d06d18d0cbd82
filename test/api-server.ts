/**
 * Test helper: serves this app's API route handlers over real HTTP from the test process, so the
 * remote store can be tested against "a second instance of the app" without a build.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DELETE, GET } from '@/app/api/result/[id]/route';
import { POST } from '@/app/api/save/route';

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value);
  headers.set('x-forwarded-for', headers.get('x-forwarded-for') ?? req.socket.remoteAddress ?? '');
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
}

export interface ApiServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function startApiServer(): Promise<ApiServer> {
  const server = createServer((req, res) => {
    void (async () => {
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const request = await toRequest(req, origin);
      const path = new URL(request.url).pathname;
      const match = /^\/api\/result\/([^/]+)$/.exec(path);
      let response: Response;
      if (path === '/api/save' && req.method === 'POST') response = await POST(request);
      else if (match && (req.method === 'GET' || req.method === 'DELETE')) {
        const context = { params: Promise.resolve({ id: decodeURIComponent(match[1]!) }) };
        response = await (req.method === 'GET' ? GET : DELETE)(request, context);
      } else response = Response.json({ error: 'no route' }, { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
