import { createStore } from 'zustand/vanilla';

export type SnackbarType = 'info' | 'success' | 'error';

export interface SnackbarState {
  open: boolean;
  type: SnackbarType;
  message: string;
  /** A link shown beside the message; a message with one stays until it is closed. */
  action?: SnackbarAction;
  /** Grows with every message, so the same text shown twice still restarts the time-out. */
  serial: number;
}

export interface SnackbarAction {
  label: string;
  /** Locale-free (`/result/…`): the link adds the current locale. */
  href: string;
}

export interface ShellState {
  snackbar: SnackbarState;
  showSnackbar: (message: string, type?: SnackbarType, action?: SnackbarAction) => void;
  hideSnackbar: () => void;
}

export const SNACKBAR_TIMEOUT_MS = 6000;

/** One store per mounted provider (never module-level), so no state leaks between requests. */
export function createShellStore() {
  return createStore<ShellState>()((set) => ({
    snackbar: { open: false, type: 'info', message: '', serial: 0 },
    showSnackbar: (message, type = 'info', action) =>
      set((state) => ({
        snackbar: { open: true, type, message, action, serial: state.snackbar.serial + 1 },
      })),
    hideSnackbar: () => set((state) => ({ snackbar: { ...state.snackbar, open: false } })),
  }));
}

export type ShellStore = ReturnType<typeof createShellStore>;
