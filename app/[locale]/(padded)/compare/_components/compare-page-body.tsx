import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import type { Locale } from '@/lib/i18n/locales';
import { CompareBuilder, type BuilderStart } from './compare-builder';

/** The compare page's heading and builder, empty (/compare) or from an address (/compare/edit). */
export async function ComparePageBody({ locale, start }: { locale: Locale; start: BuilderStart }) {
  const [pages, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getMessages({ locale }),
  ]);
  return (
    <>
      <PageIntro title={pages('compare.title')} lead={pages('compare.description')} />
      {/* The builder formats its texts in the browser, with names only the browser knows. */}
      <NextIntlClientProvider
        locale={locale}
        messages={{ CompareBuilder: messages.CompareBuilder }}
      >
        <CompareBuilder locale={locale} start={start} />
      </NextIntlClientProvider>
    </>
  );
}
