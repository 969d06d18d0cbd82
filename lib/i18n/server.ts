import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

/**
 * The locale of a page from its route params, registered for static rendering. Any value outside
 * the locale list is a 404 (the layout checks too; pages may render before it).
 */
export async function resolvePageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
