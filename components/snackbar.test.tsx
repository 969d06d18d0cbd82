import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestShell } from '@/test/shell';
import en from '@/messages/en.json';
import { useSnackbar } from './shell-provider';
import { Snackbar } from './snackbar';
import type { SnackbarAction, SnackbarType } from './shell-store';

function Trigger({
  message,
  type,
  action,
}: {
  message: string;
  type?: SnackbarType;
  action?: SnackbarAction;
}) {
  const show = useSnackbar();
  return (
    <button type="button" onClick={() => show(message, type, action)}>
      show {message}
    </button>
  );
}

function setup(type?: SnackbarType, action?: SnackbarAction) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <TestShell>
      <Trigger message="Saved" type={type} action={action} />
      <Snackbar />
    </TestShell>,
  );
  return user;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Snackbar', () => {
  it('announces info messages politely with primary styling', async () => {
    const user = setup();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'show Saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByText('Saved').parentElement).toHaveClass('bg-primary');
  });

  it('announces errors assertively with error styling', async () => {
    const user = setup('error');
    await user.click(screen.getByRole('button', { name: 'show Saved' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText('Saved').parentElement).toHaveClass('bg-error');
  });

  it('closes itself after 6000 ms', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'show Saved' }));
    act(() => jest.advanceTimersByTime(5999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the time-out when a new message arrives', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'show Saved' }));
    act(() => jest.advanceTimersByTime(4000));
    await user.click(screen.getByRole('button', { name: 'show Saved' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('closes with its close button', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'show Saved' }));
    await user.click(screen.getByRole('button', { name: en.Snackbar.close }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a link with the message and stays until closed or followed', async () => {
    const user = setup('success', { label: 'See your result', href: '/result/abc' });
    await user.click(screen.getByRole('button', { name: 'show Saved' }));
    const link = screen.getByRole('link', { name: 'See your result' });
    expect(link).toHaveAttribute('href', '/result/abc');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: en.Snackbar.close }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
