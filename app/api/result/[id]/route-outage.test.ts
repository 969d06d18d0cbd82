/** @jest-environment node */
/** With the database unreachable, every route answers a clean 503 and the process carries on. */
import { ITEM_KEYS } from '@/inventory/items';
import { getResults } from '@/lib/results/server/service';
import { POST } from '../../save/route';
import { DELETE, GET } from './route';

// Port 9 (discard) on loopback: nothing listens, so every connection is refused.
process.env.DATABASE_URL = 'postgres://nobody:nothing@127.0.0.1:9/none';
jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterAll(() => getResults().close());

const id = 'a'.repeat(24);
const context = { params: Promise.resolve({ id }) };

it('answers 503 storeUnavailable with Retry-After on every route', async () => {
  const responses = [
    await GET(new Request(`http://localhost/api/result/${id}`), context),
    await DELETE(
      new Request(`http://localhost/api/result/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${'A'.repeat(43)}` },
      }),
      context,
    ),
    await POST(
      new Request('http://localhost/api/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          testId: 'b5-120',
          lang: 'en',
          answers: ITEM_KEYS.map((item) => ({ questionID: item.id, choice: 2 })),
          timeElapsed: 300,
          gender: 'male',
          age: 70,
        }),
      }),
    ),
  ];
  for (const response of responses) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('storeUnavailable');
  }
});
