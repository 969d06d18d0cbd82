import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { inLocale } from '@/test/intl';
import { ResultLookup } from './result-lookup';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const strings = {
  label: 'Result ID or link',
  hint: 'Paste the link',
  submit: 'Open result',
  invalid: 'Not an id',
  notFound: 'No such result',
  checking: 'Checking…',
  lastResult: 'Open your last result',
};

const known = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const unknown = 'bbbbbbbbbbbbbbbbbbbbbbbb';

/** The API as the lookup sees it (jsdom has no Response): only `known` exists. */
beforeEach(() => {
  global.fetch = jest.fn(async (url: string) => {
    const status = url.endsWith(known) ? 200 : 404;
    return { status, ok: status < 300, json: async () => ({ id: known }) };
  }) as unknown as typeof fetch;
});

function setup() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ResultLookup locale="en" strings={strings} />
    </SWRConfig>,
    inLocale('en'),
  );
  return screen.getByRole('textbox', { name: strings.label });
}

describe('ResultLookup', () => {
  it('says an unknown id is unknown as it is typed, and nothing for a known one', async () => {
    const field = setup();
    await userEvent.type(field, `https://example.org/result/${unknown}`);
    expect(await screen.findByText(strings.notFound)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(`${strings.hint} ${strings.notFound}`);
    await userEvent.clear(field);
    await userEvent.type(field, known);
    await screen.findByText(strings.checking).catch(() => undefined);
    expect(screen.queryByText(strings.notFound)).toBeNull();
    expect(global.fetch).toHaveBeenCalledWith(`/api/result/${known}`, expect.anything());
  });

  it('asks nothing while the entry is not a result id', async () => {
    const field = setup();
    await userEvent.type(field, 'abc');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('opens a pasted link as its result, and says what is wrong with anything else', async () => {
    const field = setup();
    await userEvent.type(field, 'not a result');
    await userEvent.click(screen.getByRole('button', { name: strings.submit }));
    expect(await screen.findByText(strings.invalid)).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, `https://example.org/de/result/${known.toUpperCase()}`);
    await userEvent.click(screen.getByRole('button', { name: strings.submit }));
    expect(push).toHaveBeenCalledWith(`/result/${known}`);
  });

  it('sends the form, before the scripts run, to the address that answers it', () => {
    setup();
    expect(screen.getByRole('button', { name: strings.submit }).closest('form')).toHaveAttribute(
      'action',
      '/result/open',
    );
  });
});
