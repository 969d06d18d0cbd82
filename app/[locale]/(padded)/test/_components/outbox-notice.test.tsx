import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { QueuedSave } from '@/lib/offline/browser/outbox';
import { QUEUED_EVENT } from '@/lib/offline/browser/queued-flag';
import en from '@/messages/en.json';
import { inLocale } from '@/test/intl';
import { OutboxNotice } from './outbox-notice';
import { TestContext } from './test-context';
import type { TestStore } from './test-store';

const showSnackbar = jest.fn();
jest.mock('@/components/shell-provider', () => ({ useSnackbar: () => showSnackbar }));

let mockRecords: Partial<QueuedSave>[] = [];
jest.mock('@/lib/offline/browser/outbox', () => ({
  listQueued: async () => mockRecords,
  onOutboxChange: () => () => undefined,
  flushOutbox: async () => undefined,
  settleQueued: async (
    states: string[],
    settle: (record: Partial<QueuedSave>) => Promise<void>,
  ): Promise<void> => {
    for (const record of mockRecords.filter((r) => states.includes(r.state!))) await settle(record);
    mockRecords = mockRecords.filter((r) => !states.includes(r.state!));
  },
}));

const restoreSubmission = jest.fn(async () => undefined);
const store = {
  getState: () => ({ inProgress: false, restoreSubmission }),
} as unknown as TestStore;

function renderNotice() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <TestContext.Provider value={{ store }}>
        <OutboxNotice />
      </TestContext.Provider>
    </SWRConfig>,
    inLocale('en', { Test: en.Test, ApiErrors: en.ApiErrors, Offline: en.Offline }),
  );
}

afterEach(() => {
  localStorage.clear();
  showSnackbar.mockClear();
  restoreSubmission.mockClear();
});

describe('OutboxNotice', () => {
  it('shows nothing and loads nothing while no test waits', async () => {
    mockRecords = [{ state: 'pending' }];
    renderNotice();
    await act(async () => undefined);
    expect(screen.queryByTestId('outbox-notice')).toBeNull();
  });

  it('counts waiting tests once one is queued, and puts a refused one back into the form', async () => {
    mockRecords = [
      { state: 'pending' },
      { state: 'failed', payload: {} as QueuedSave['payload'], error: 'invalidAnswers' },
    ];
    renderNotice();
    act(() => {
      window.dispatchEvent(new Event(QUEUED_EVENT));
    });
    expect(await screen.findByTestId('outbox-notice')).toHaveTextContent(en.Offline.queuedTitle);
    expect(restoreSubmission).toHaveBeenCalledTimes(1);
    expect(showSnackbar).toHaveBeenCalledWith(expect.any(String), 'error');
  });
});
