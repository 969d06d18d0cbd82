import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELETE_TOKENS_KEY, RESULT_ID_KEY, rememberResult } from '@/lib/results/browser/kept';
import en from '@/messages/en.json';
import type { KeptResultsStrings } from './kept-list';
import { KeptResults } from './kept-results';
import { inLocale } from '@/test/intl';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const strings: KeptResultsStrings = {
  listHeading: en.ResultChange.listHeading,
  listHelp: en.ResultChange.listHelp,
  listLegend: en.ResultChange.listLegend,
  listUnknownDate: en.ResultChange.listUnknownDate,
  listOpen: en.ResultChange.listOpen,
  listDoubtful: en.ResultChange.listDoubtful,
  compareSubmit: en.ResultChange.compareSubmit,
  chooseTwo: en.ResultChange.chooseTwo,
  onlyOne: en.ResultChange.onlyOne,
  takeAgain: en.ResultChange.takeAgain,
};

const march = 'a'.repeat(24);
const june = 'b'.repeat(24);
const november = 'c'.repeat(24);
const deleted = 'd'.repeat(24);

/** The API as the list meets it: three results with their dates, one deleted. */
const api: Record<string, { status: number; body?: unknown }> = {
  [march]: { status: 200, body: { createdAt: '2025-03-02T10:00:00.000Z', handle: null } },
  [june]: {
    status: 200,
    body: {
      createdAt: '2025-06-15T10:00:00.000Z',
      handle: 'ana',
      quality: { verdict: 'doubtful' },
    },
  },
  [november]: { status: 200, body: { createdAt: '2025-11-20T10:00:00.000Z', handle: null } },
  [deleted]: { status: 404, body: { error: { code: 'notFound' } } },
};

function setup(routes = api) {
  global.fetch = jest.fn(async (url: string) => {
    const route = routes[url.split('/').pop()!];
    if (!route) throw new TypeError('Failed to fetch');
    return { status: route.status, json: async () => route.body } as Response;
  }) as unknown as typeof fetch;
  render(<KeptResults locale="en" strings={strings} />, inLocale('en'));
  return userEvent.setup();
}

const rows = () => screen.getAllByRole('listitem');

beforeEach(() => {
  localStorage.clear();
  push.mockClear();
});

describe('the results kept in this browser', () => {
  it('lists them newest first with their dates from the API, and leaves out deleted ones', async () => {
    // Kept before dates were remembered: tokens only, and the last result.
    localStorage.setItem(
      DELETE_TOKENS_KEY,
      JSON.stringify({ [march]: 't1', [november]: 't2', [deleted]: 't3' }),
    );
    localStorage.setItem(RESULT_ID_KEY, june);
    setup();
    await screen.findByRole('heading', { name: strings.listHeading });
    expect(rows().map((row) => row.dataset.result)).toEqual([november, june, march]);
    expect(rows()[0]).toHaveTextContent('November 20, 2025');
    expect(rows()[1]).toHaveTextContent(`@ana · ${strings.listDoubtful}`);
    const open = within(rows()[2]!).getByRole('link', { name: strings.listOpen });
    expect(open).toHaveAttribute('href', `/result/${march}`);
    expect(open).toHaveAccessibleDescription(/March 2, 2025/);
  });

  it('opens the change view of the two chosen, earlier first', async () => {
    rememberResult(march, 't1', new Date('2025-03-02T10:00:00Z'));
    rememberResult(june, 't2', new Date('2025-06-15T10:00:00Z'));
    rememberResult(november, 't3', new Date('2025-11-20T10:00:00Z'));
    const user = setup();
    const group = await screen.findByRole('group', { name: strings.listLegend });
    const boxes = within(group).getAllByRole('checkbox');
    // The two newest are chosen to begin with.
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    await user.click(within(group).getByRole('checkbox', { name: /June 15, 2025/ }));
    await user.click(screen.getByRole('button', { name: strings.compareSubmit }));
    expect(screen.getByRole('alert')).toHaveTextContent(strings.chooseTwo);
    expect(push).not.toHaveBeenCalled();
    await user.click(within(group).getByRole('checkbox', { name: /November 20, 2025/ }));
    await user.click(within(group).getByRole('checkbox', { name: /March 2, 2025/ }));
    await user.click(within(group).getByRole('checkbox', { name: /June 15, 2025/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: strings.compareSubmit }));
    expect(push).toHaveBeenCalledWith(`/result/${march}/change/${june}`);
  });

  it('keeps the dates this browser noted when the API cannot be reached', async () => {
    rememberResult(march, 't1', new Date('2025-03-02T10:00:00Z'));
    rememberResult(june, 't2', new Date('2025-06-15T10:00:00Z'));
    setup({});
    await screen.findByRole('heading', { name: strings.listHeading });
    expect(rows().map((row) => row.dataset.result)).toEqual([june, march]);
  });

  it('invites a second test when only one result is kept, and shows nothing with none', async () => {
    rememberResult(march, 't1');
    setup();
    await screen.findByRole('heading', { name: strings.listHeading });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: strings.takeAgain })).toHaveAttribute('href', '/test');
  });

  it('shows nothing when every kept result is gone', async () => {
    localStorage.setItem(DELETE_TOKENS_KEY, JSON.stringify({ [deleted]: 't3' }));
    setup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
