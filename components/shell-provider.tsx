'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { rememberLastResortStrings, type LastResortStrings } from './last-resort-strings';
import { createShellStore, type ShellState, type ShellStore } from './shell-store';

interface ShellContextValue {
  store: ShellStore;
}

const ShellContext = createContext<ShellContextValue | null>(null);

interface ShellProviderProps {
  lastResort: LastResortStrings;
  children: ReactNode;
}

export function ShellProvider({ lastResort, children }: ShellProviderProps) {
  const [store] = useState(createShellStore);
  useEffect(() => rememberLastResortStrings(lastResort), [lastResort]);
  return <ShellContext.Provider value={{ store }}>{children}</ShellContext.Provider>;
}

function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('Shell components must be rendered inside <ShellProvider>');
  return value;
}

export function useShellStore<T>(selector: (state: ShellState) => T): T {
  return useStore(useShellContext().store, selector);
}

/** `showSnackbar(message, type)` for any client component of the site. */
export function useSnackbar() {
  return useShellStore((state) => state.showSnackbar);
}
