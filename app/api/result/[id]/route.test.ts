/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ITEM_KEYS } from '@/inventory/items';
import { getResults } from '@/lib/results/server/service';
import { POST } from '../../save/route';
import { revalidatedTags } from '@/test/next-cache';
import { DELETE, GET } from './route';

const dir = mkdtempSync(join(tmpdir(), 'b5-result-api-'));
process.env.DATA_DIR = dir;

afterAll(async () => {
  await getResults().close();
  rmSync(dir, { recursive: true, force: true });
});

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const url = (id: string) => `http://localhost/api/result/${encodeURIComponent(id)}`;
const get = (id: string) => GET(new Request(url(id)), context(id));
const del = (id: string, authorization?: string) =>
  DELETE(
    new Request(url(id), {
      method: 'DELETE',
      headers: authorization ? { authorization } : {},
    }),
    context(id),
  );

async function save() {
  const response = await POST(
    new Request('http://localhost/api/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({
        testId: 'b5-120',
        lang: 'en',
        answers: ITEM_KEYS.map((item) => ({ questionID: item.id, choice: 5 })),
        timeElapsed: 300,
        gender: 'female',
        age: 25,
      }),
    }),
  );
  return (await response.json()) as { id: string; deleteToken: string };
}

const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; messageKey: string } }).error;

describe('GET /api/result/{id}', () => {
  it('answers the scores per domain and facet, never the token or the exact age', async () => {
    const saved = await save();
    const response = await get(saved.id.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const body = JSON.parse(text) as {
      domains: { domain: string; raw: number; facets: unknown[] }[];
    };
    expect(body.domains.map((d) => [d.domain, d.raw])).toEqual([
      ['N', 92],
      ['E', 96],
      ['O', 72],
      ['A', 52],
      ['C', 68],
    ]);
    expect(body.domains.every((d) => d.facets.length === 6)).toBe(true);
    expect(text).not.toContain(saved.deleteToken);
    expect(text).not.toMatch(/"age"|delete/i);
  });

  it.each(['abc', 'g'.repeat(24), '0'.repeat(25), "' OR 1=1 --", '../x'])(
    'refuses the malformed id %p with 400 before any lookup',
    async (id) => {
      const response = await get(id);
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toMatchObject({ code: 'invalidId', messageKey: 'invalidId' });
    },
  );

  it('answers 404 for an unknown id', async () => {
    const response = await get('0'.repeat(24));
    expect(response.status).toBe(404);
    expect((await codeOf(response)).code).toBe('notFound');
  });
});

describe('DELETE /api/result/{id}', () => {
  it('needs the token (401), refuses a wrong one (403), then deletes for good', async () => {
    const saved = await save();
    expect((await del(saved.id)).status).toBe(401);
    expect((await del(saved.id, 'Basic abc')).status).toBe(401);
    const wrong = await del(saved.id, `Bearer ${'A'.repeat(43)}`);
    expect(wrong.status).toBe(403);
    expect((await codeOf(wrong)).code).toBe('forbidden');
    expect((await get(saved.id)).status).toBe(200);

    const done = await del(saved.id, `Bearer ${saved.deleteToken}`);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ deleted: true, id: saved.id });
    expect((await get(saved.id)).status).toBe(404);
    expect((await del(saved.id, `Bearer ${saved.deleteToken}`)).status).toBe(404);
  });

  it('refuses malformed ids with 400', async () => {
    expect((await del('nope', `Bearer ${'A'.repeat(43)}`)).status).toBe(400);
  });

  it('expires every cached page of the result at once, whatever the spelling of its id', async () => {
    const saved = await save();
    revalidatedTags.length = 0;
    expect((await del(saved.id.toUpperCase(), `Bearer ${'A'.repeat(43)}`)).status).toBe(403);
    expect(revalidatedTags).toEqual([]);
    const done = await del(saved.id.toUpperCase(), `Bearer ${saved.deleteToken}`);
    expect(await done.json()).toEqual({ deleted: true, id: saved.id });
    expect(revalidatedTags).toEqual([{ tag: `result:${saved.id}`, profile: { expire: 0 } }]);
  });
});
