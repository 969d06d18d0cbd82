import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import type en from '../../messages/en.json';
import type { Locale } from './locales';
import { routing } from './routing';

/** Messages of one locale; only that locale's file is loaded. */
export async function loadMessages(locale: Locale): Promise<typeof en> {
  return (await import(`../../messages/${locale}.json`)).default;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(locale) };
});
