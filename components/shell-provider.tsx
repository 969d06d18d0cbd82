'use client';

import type { Messages } from 'next-intl';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { rememberLastResortStrings, type LastResortStrings } from './last-resort-strings';
import { createShellStore, type ShellState, type ShellStore } from './shell-store';

/**
 * What the shell's client islands show, translated on the server and passed down: messages of the
 * Snackbar and Error namespaces as they are (the error page's `status` and `reference` as
 * templates, filled in the browser), and the locale's home page.
 */
export interface ShellStrings {
  snackbar: Pick<Messages['Snackbar'], 'close'>;
  error: Pick<Messages['Error'], 'title' | 'status' | 'message' | 'reference' | 'retry' | 'home'>;
  homeHref: string;
}

interface ShellContextValue {
  store: ShellStore;
  strings: ShellStrings;
}

const ShellContext = createContext<ShellContextValue | null>(null);

interface ShellProviderProps {
  strings: ShellStrings;
  lastResort: LastResortStrings;
  children: ReactNode;
}

export function ShellProvider({ strings, lastResort, children }: ShellProviderProps) {
  const [store] = useState(createShellStore);
  useEffect(() => rememberLastResortStrings(lastResort), [lastResort]);
  return <ShellContext.Provider value={{ store, strings }}>{children}</ShellContext.Provider>;
}

function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('Shell components must be rendered inside <ShellProvider>');
  return value;
}

export function useShellStore<T>(selector: (state: ShellState) => T): T {
  return useStore(useShellContext().store, selector);
}

export function useShellStrings(): ShellStrings {
  return useShellContext().strings;
}

/** `showSnackbar(message, type)` for any client component of the site. */
export function useSnackbar() {
  return useShellStore((state) => state.showSnackbar);
}
