/**
 * The route table of docs/security.md ("How each page is rendered, and its script policy") is what
 * the server sends: for
 * every address in it, the script policy and Cache-Control of its row, a fresh nonce on every
 * script of a per-request page, and a second view of a static or kept page answered from the
 * framework's cache. Runs under `npm start` and a bare `next start` (playwright.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { isMobile, saveAnswers, saveNeutralResult } from './helpers';

interface Row {
  addresses: string[];
  rendering: string;
  policy: string;
  cacheControl: string;
}

/** The rows between the route-table markers of docs/security.md. */
function routeTable(): Row[] {
  const doc = fs.readFileSync(path.join(__dirname, '..', 'docs', 'security.md'), 'utf8');
  const table = doc.slice(
    doc.indexOf('<!-- route-table -->'),
    doc.indexOf('<!-- /route-table -->'),
  );
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim());
      const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      return {
        addresses: code(cells[0]!),
        rendering: cells[1]!,
        policy: cells[2]!,
        cacheControl: code(cells[3]!)[0] ?? '',
      };
    });
}

const STRICT = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

test('every route sends the rendering, script policy and Cache-Control of the route table', async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'headers do not depend on the device');
  test.setTimeout(90_000);
  const id = await saveNeutralResult(request);
  const other = (await saveAnswers(request, { choice: (i) => (i % 5) + 1 })).id;
  const comparison = Buffer.from(
    JSON.stringify([
      { name: 'Ana', id },
      { name: 'Jean-Luc', id: other },
    ]),
  ).toString('base64url');
  const fill = (address: string) =>
    address
      .replace('{id}', id)
      .replace('{other}', other)
      .replace('{comparison}', comparison)
      .replace('{slug}', 'reading-your-result');

  const rows = routeTable();
  expect(rows.map((row) => row.rendering)).toEqual(
    expect.arrayContaining(['static', 'kept', 'per request', 'redirect']),
  );
  for (const row of rows)
    for (const address of row.addresses.map(fill)) {
      if (row.rendering === 'redirect') {
        // Only ever an answer that sends the browser on: to the result it names.
        const response = await request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(303);
        expect(response.headers().location, address).toBe(`/result/${id}`);
        continue;
      }
      const first = await request.get(address, { maxRedirects: 0 });
      const second = await request.get(address, { maxRedirects: 0 });
      expect(first.status(), address).toBe(200);
      const headers = second.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(headers['cache-control'], address).toBe(row.cacheControl);
      if (row.policy === 'kept') {
        expect(/script-src ([^;]*)/.exec(policy)?.[1], address).toBe("'self' 'unsafe-inline'");
        for (const directive of STRICT) expect(policy, address).toContain(directive);
        // Answered from the framework's cache: prerendered, or kept after its first render.
        expect(headers['x-nextjs-cache'], address).toBe('HIT');
      } else if (row.policy === 'nonce') {
        for (const directive of STRICT) expect(policy, address).toContain(directive);
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        expect(nonce, address).toBeTruthy();
        expect(first.headers()['content-security-policy'], address).not.toContain(nonce);
        expect(/script-src ([^;]*)/.exec(policy)?.[1], address).toBe(
          `'self' 'nonce-${nonce}' 'strict-dynamic'`,
        );
        const html = await second.text();
        const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
          .map((m) => m[1] ?? '')
          .filter((attrs) => !/type="application\/(?:ld\+)?json"/.test(attrs));
        expect(scripts.length, address).toBeGreaterThan(2);
        for (const attrs of scripts) expect(attrs, address).toContain(`nonce="${nonce}"`);
        expect(headers['x-nextjs-cache'], address).toBeUndefined();
      } else {
        expect(policy, address).toBe(row.policy.replace(/`/g, '') + "; frame-ancestors 'none'");
      }
    }
});

test('a deleted result leaves its kept pages at once, in every spelling and language', async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'headers do not depend on the device');
  const { id, deleteToken } = await saveAnswers(request, { choice: (i) => ((i * 3) % 5) + 1 });
  for (const address of [`/result/${id}`, `/fr/result/${id}`]) {
    await request.get(address);
    expect((await request.get(address)).headers()['x-nextjs-cache'], address).toBe('HIT');
  }
  const deleted = await request.delete(`/api/result/${id}`, {
    headers: { Authorization: `Bearer ${deleteToken}` },
  });
  expect(deleted.ok()).toBe(true);
  for (const address of [`/result/${id}`, `/fr/result/${id}`, `/de/result/${id}`])
    expect((await request.get(address)).status(), address).toBe(404);
});
