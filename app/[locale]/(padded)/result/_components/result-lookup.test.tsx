import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ResultLookup } from './result-lookup';

jest.mock('next/form', () => ({
  __esModule: true,
  default: (props: React.ComponentProps<'form'>) => <form {...props} />,
}));

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
});
