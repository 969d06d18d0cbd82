import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Render options that put a component in a locale, as the locale layout does (its
 * NextIntlClientProvider): next-intl's Link and router (lib/i18n/navigation.ts) read it there.
 * `messages` are the namespaces a client island formats with `useTranslations`, as its page's
 * provider gives them. Each render gets its own swr cache, so no answer leaks from one test to the next.
 */
export function inLocale(locale: Locale, messages: AbstractIntlMessages | null = null) {
  return {
    wrapper: ({ children }: { children: ReactNode }) => (
      <NextIntlClientProvider locale={locale} messages={messages}>
        <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
      </NextIntlClientProvider>
    ),
  };
}
