import type { ReactNode } from 'react';
import { lastResortStrings } from '@/components/last-resort-strings';
import { ShellProvider } from '@/components/shell-provider';
import en from '@/messages/en.json';

/** The global error page's English texts (checked against en.json in last-resort-strings.test.ts). */
const englishLastResort = lastResortStrings();

/** The locale layout's shell (snackbar store and texts) in English, for component tests. */
export function TestShell({ children }: { children: ReactNode }) {
  return (
    <ShellProvider
      strings={{
        snackbar: { close: en.Snackbar.close },
        error: en.Error,
        homeHref: '/',
      }}
      lastResort={englishLastResort}
    >
      {children}
    </ShellProvider>
  );
}
