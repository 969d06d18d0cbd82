import type { ReactNode } from 'react';
import { ShellProvider } from '@/components/shell-provider';
import en from '@/messages/en.json';

/** The locale layout's shell (snackbar store and texts) in English, for component tests. */
export function TestShell({ children }: { children: ReactNode }) {
  return (
    <ShellProvider
      strings={{
        snackbar: { close: en.Snackbar.close },
        error: en.Error,
        homeHref: '/',
      }}
      lastResort={{
        lang: 'en',
        dir: 'ltr',
        fatalTitle: en.Error.fatalTitle,
        fatalDetails: en.Error.fatalDetails,
        home: en.Error.home,
        homeHref: '/',
      }}
    >
      {children}
    </ShellProvider>
  );
}
