import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Render options that put a component in a locale, as the locale layout does (its
 * NextIntlClientProvider): next-intl's Link and router (lib/i18n/navigation.ts) read it there.
 */
export function inLocale(locale: Locale) {
  return {
    wrapper: ({ children }: { children: ReactNode }) => (
      <NextIntlClientProvider locale={locale} messages={null}>
        {children}
      </NextIntlClientProvider>
    ),
  };
}
