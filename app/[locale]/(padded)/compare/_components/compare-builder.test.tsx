import { TextDecoder, TextEncoder } from 'node:util';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { encodeCompareId, type Person } from '@/lib/compare/id';
import { COMPARE_LIST_KEY, parseStoredList } from '@/lib/compare/browser/list';
import en from '@/messages/en.json';
import { CompareBuilder, type BuilderStart } from './compare-builder';
import { inLocale } from '@/test/intl';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

// jsdom has neither; comparison ids are UTF-8 in base64url.
Object.assign(global, { TextEncoder, TextDecoder });

/** A fetch answer with what the builder reads of it. */
const answer = (status: number, body: unknown = null) => ({
  status,
  ok: status < 300,
  json: async () => body,
});

const strings = en.CompareBuilder;

const id = (n: number) => n.toString(16).padStart(24, '0');
const ana: Person = { name: 'Ana', id: id(1) };
const ben: Person = { name: 'Ben', id: id(2) };

/** The API as the builder sees it: results by id (handle or none); any other id is a 404. */
function serve(results: Record<string, string | null>) {
  const requests: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    requests.push(url);
    const key = url.split('/').pop()!;
    return key in results ? answer(200, { id: key, handle: results[key] }) : answer(404, {});
  }) as unknown as typeof fetch;
  return requests;
}

function setup(start: Partial<BuilderStart> = {}) {
  const user = userEvent.setup();
  render(
    // A cache per test: swr's default one would carry answers from one test to the next.
    <SWRConfig value={{ provider: () => new Map() }}>
      <CompareBuilder
        locale="en"
        start={{
          people: [],
          fromAddress: false,
          name: '',
          result: '',
          errors: {},
          checks: {},
          ...start,
        }}
      />
    </SWRConfig>,
    inLocale('en', { CompareBuilder: en.CompareBuilder }),
  );
  return user;
}

const stored = () => parseStoredList(localStorage.getItem(COMPARE_LIST_KEY));
const listItems = () => within(screen.getByRole('list')).queryAllByRole('listitem');

beforeEach(() => localStorage.clear());

describe('CompareBuilder', () => {
  it('brings back the list kept in the browser, and keeps every change', async () => {
    serve({ [ana.id]: null, [ben.id]: null, [id(3)]: null });
    localStorage.setItem(COMPARE_LIST_KEY, encodeCompareId([ana, ben]));
    const user = setup();
    expect(await screen.findByText('Ana')).toBeVisible();
    expect(listItems()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      `/compare/${encodeCompareId([ana, ben])}`,
    );

    await user.type(screen.getByLabelText('Name'), 'Chiara');
    await user.type(screen.getByLabelText('Result ID or link'), id(3));
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(stored()).toEqual([ana, ben, { name: 'Chiara', id: id(3) }]);

    await user.click(screen.getByRole('button', { name: 'Remove: Ben' }));
    expect(listItems()).toHaveLength(2);
    expect(stored()).toEqual([ana, { name: 'Chiara', id: id(3) }]);

    await user.click(screen.getByRole('button', { name: 'Remove everyone' }));
    expect(listItems()).toHaveLength(0);
    expect(localStorage.getItem(COMPARE_LIST_KEY)).toBeNull();
  });

  it.each([
    ['damaged', 'not base64 at all!'],
    ['edited to hold a script as a name', btoa('[{"name":"<script>","id":"' + id(1) + '"}]')],
    [
      'a list of eleven',
      encodeCompareId(
        Array.from({ length: 11 }, (_, i) => ({ name: `P${'x'.repeat(i)}`, id: id(i + 1) })),
      ),
    ],
  ])('starts empty when the kept list is %s', async (_name, value) => {
    serve({});
    localStorage.setItem(COMPARE_LIST_KEY, value);
    setup();
    expect(await screen.findByText('No one added yet.')).toBeVisible();
    expect(listItems()).toHaveLength(0);
  });

  it('lets a list from the address win over the kept one, and keeps it', async () => {
    serve({ [ana.id]: null, [ben.id]: null });
    localStorage.setItem(COMPARE_LIST_KEY, encodeCompareId([{ name: 'Old', id: id(9) }, ana]));
    setup({ people: [ana, ben], fromAddress: true });
    expect(await screen.findByText('Ben')).toBeVisible();
    expect(screen.queryByText('Old')).toBeNull();
    expect(stored()).toEqual([ana, ben]);
  });

  it('says at once when a result does not exist, refuses to add it, and flags a listed one', async () => {
    const requests = serve({ [ana.id]: null });
    localStorage.setItem(COMPARE_LIST_KEY, encodeCompareId([ana, ben]));
    const user = setup();
    const benItem = (await screen.findByText('Ben')).closest('li')!;
    expect(await within(benItem).findByText('Result not found')).toBeVisible();
    expect(
      within(screen.getByText('Ana').closest('li')!).queryByText('Result not found'),
    ).toBeNull();

    await user.type(screen.getByLabelText('Name'), 'Dan');
    await user.type(screen.getByLabelText('Result ID or link'), id(4));
    expect(await screen.findByText(strings.resultNotFound)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(screen.getByRole('alert')).toHaveTextContent(strings.resultNotFound);
    expect(listItems()).toHaveLength(2);
    // One request per id, however often it is shown.
    expect(requests.filter((url) => url === `/api/result/${id(4)}`)).toHaveLength(1);
  });

  it('offers the username as the name while the name is empty, and uses it', async () => {
    serve({ [id(5)]: 'dana_k.99' });
    const user = setup();
    await user.type(
      screen.getByLabelText('Result ID or link'),
      `https://example.org/result/${id(5)}`,
    );
    // The username is isolated from the sentence's direction.
    expect(await screen.findByText('Result found. Username: \u2068dana_k.99\u2069')).toBeVisible();
    const offer = screen.getByRole('button', { name: 'Use “\u2068dana k\u2069” as the name' });
    await user.click(offer);
    expect(screen.getByLabelText('Name')).toHaveValue('dana k');
    expect(screen.queryByRole('button', { name: /as the name/ })).toBeNull();

    // Emptied again, the name is taken from the username when the person is added.
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(stored()).toEqual([{ name: 'dana k', id: id(5) }]);
    expect(within(listItems()[0]!).getByText('@dana_k.99')).toBeVisible();
  });

  it('shows what the server already checked without asking again', async () => {
    const requests = serve({});
    setup({
      people: [ana, ben],
      fromAddress: true,
      checks: {
        [ana.id]: { state: 'found', createdAt: null, handle: 'ana.m', doubtful: false },
        [ben.id]: { state: 'missing' },
      },
    });
    expect(await screen.findByText('@ana.m')).toBeVisible();
    expect(
      within(screen.getByText('Ben').closest('li')!).getByText('Result not found'),
    ).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('blocks nothing when the check itself fails', async () => {
    global.fetch = jest.fn(async () => answer(503)) as unknown as typeof fetch;
    const user = setup();
    await user.type(screen.getByLabelText('Name'), 'Eve');
    await user.type(screen.getByLabelText('Result ID or link'), id(6));
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(listItems()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
