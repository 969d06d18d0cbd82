import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { QUESTIONNAIRE_LANGUAGES, defaultQuestionnaireLanguage } from '@/inventory/languages';
import { localeTag } from '@/lib/i18n/locales';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { testConfig } from '@/lib/config/server/test-page';
import { sortLanguages } from './_components/language-order';
import { TestFlow } from './_components/test-flow';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: PageProps<'/[locale]/test'>): Promise<Metadata> {
  return pageMetadata({ locale: await resolvePageLocale(params), page: 'test', path: '/test' });
}

export default async function TestPage({ params }: PageProps<'/[locale]/test'>) {
  const locale = await resolvePageLocale(params);
  const [pages, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getMessages({ locale }),
  ]);
  return (
    <>
      {/* The test formats its texts in the browser (progress, time, names): the namespaces it
          uses, and only those, go with it. */}
      <NextIntlClientProvider
        locale={locale}
        messages={{ Test: messages.Test, ApiErrors: messages.ApiErrors, Offline: messages.Offline }}
      >
        {/* The page's heading and lead go with the test: once the statements begin, they give way
            to where the visitor is ("Statements 4–6 of 120"), so the first one fits a phone. */}
        <TestFlow
          intro={{ title: pages('test.title'), lead: pages('test.description') }}
          locale={locale}
          languages={sortLanguages(QUESTIONNAIRE_LANGUAGES, localeTag(locale))}
          defaultLang={defaultQuestionnaireLanguage(locale)}
          skipEnabled={testConfig.skipEnabled}
        />
      </NextIntlClientProvider>
    </>
  );
}
