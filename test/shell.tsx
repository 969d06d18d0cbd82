import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { lastResortStrings } from '@/components/last-resort-strings';
import { ShellProvider } from '@/components/shell-provider';
import en from '@/messages/en.json';

/** The global error page's English texts (checked against en.json in last-resort-strings.test.ts). */
const englishLastResort = lastResortStrings();

/**
 * The locale layout's shell in English, for component tests: its provider with the Error and
 * Snackbar texts (plus the namespaces the component under test formats), and the snackbar store.
 */
export function TestShell({
  messages,
  children,
}: {
  messages?: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider
      locale="en"
      messages={{ Error: en.Error, Snackbar: en.Snackbar, ...messages }}
    >
      <ShellProvider lastResort={englishLastResort}>{children}</ShellProvider>
    </NextIntlClientProvider>
  );
}
