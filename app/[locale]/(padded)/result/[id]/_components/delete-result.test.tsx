import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELETE_TOKENS_KEY, RESULT_ID_KEY } from '@/lib/results/browser/kept';
import en from '@/messages/en.json';
import { DeleteResult, type DeleteStrings } from './delete-result';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, refresh: jest.fn() }) }));

// jsdom has no modal dialogs: open and close as the browser does, minus the top layer.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const id = 'ab'.repeat(12);
const strings: DeleteStrings = {
  ...en.ResultShare,
  deletedHref: '/de/result/deleted',
};

function setup(status = 200) {
  const requests: { url: string; init: RequestInit }[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return { ok: status < 300, status } as Response;
  }) as unknown as typeof fetch;
  localStorage.setItem(RESULT_ID_KEY, id);
  localStorage.setItem(DELETE_TOKENS_KEY, JSON.stringify({ [id]: 'secret-token-123456' }));
  render(<DeleteResult id={id} strings={strings} />);
  return { user: userEvent.setup(), requests };
}

const dialog = () => screen.queryByRole('dialog', { name: strings.delete });

beforeEach(() => {
  localStorage.clear();
  replace.mockClear();
});

describe('deleting a result', () => {
  it('asks inside the page first, and Cancel deletes nothing', async () => {
    const { user, requests } = setup();
    expect(dialog()).toBeNull();
    await user.click(screen.getByRole('button', { name: strings.delete }));
    expect(dialog()).toHaveAccessibleDescription(strings.deleteConfirm);
    // The safe choice has the focus.
    expect(screen.getByRole('button', { name: strings.deleteCancel })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: strings.deleteCancel }));
    expect(dialog()).toBeNull();
    expect(requests).toEqual([]);
    expect(localStorage.getItem(RESULT_ID_KEY)).toBe(id);
  });

  it('deletes with the token once confirmed, forgets the result and lands on the deleted page', async () => {
    const { user, requests } = setup();
    await user.click(screen.getByRole('button', { name: strings.delete }));
    await user.click(screen.getByRole('button', { name: strings.deleteConfirmButton }));
    expect(requests).toEqual([
      {
        url: `/api/result/${id}`,
        init: { method: 'DELETE', headers: { authorization: 'Bearer secret-token-123456' } },
      },
    ]);
    expect(replace).toHaveBeenCalledWith('/de/result/deleted');
    expect(localStorage.getItem(RESULT_ID_KEY)).toBeNull();
    expect(localStorage.getItem(DELETE_TOKENS_KEY)).toBe('{}');
  });

  it('treats a result already gone as deleted', async () => {
    const { user } = setup(404);
    await user.click(screen.getByRole('button', { name: strings.delete }));
    await user.click(screen.getByRole('button', { name: strings.deleteConfirmButton }));
    expect(replace).toHaveBeenCalledWith('/de/result/deleted');
  });

  it('says so in the dialog when the deletion fails, and can be tried again', async () => {
    const { user, requests } = setup(503);
    await user.click(screen.getByRole('button', { name: strings.delete }));
    await user.click(screen.getByRole('button', { name: strings.deleteConfirmButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.deleteFailed);
    expect(dialog()).not.toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(localStorage.getItem(RESULT_ID_KEY)).toBe(id);
    await user.click(screen.getByRole('button', { name: strings.deleteConfirmButton }));
    expect(requests).toHaveLength(2);
  });

  it('offers nothing to delete without the token', () => {
    render(<DeleteResult id={id} strings={strings} />);
    expect(screen.queryByRole('button', { name: strings.delete })).toBeNull();
  });
});
