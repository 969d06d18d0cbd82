'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { rememberLastResortStrings, type LastResortStrings } from './last-resort-strings';
import { createShellStore, type ShellState, type ShellStore } from './shell-store';

/** Translated strings client islands of the shell need (translated on the server, passed down). */
export interface ShellStrings {
  snackbarClose: string;
  errorTitle: string;
  errorStatus: string;
  errorMessage: string;
  errorReference: string;
  errorRetry: string;
  errorHome: string;
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
