import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { QUESTIONNAIRE_LANGUAGES, defaultQuestionnaireLanguage } from '@/inventory/languages';
import { localeInfo } from '@/lib/i18n/locales';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import { testConfig } from '@/lib/server/test-config';
import type en from '@/messages/en.json';
import { sortLanguages } from './_components/language-order';
import { TestFlow } from './_components/test-flow';

export async function generateMetadata({ params }: PageProps<'/[locale]/test'>): Promise<Metadata> {
  return pageMetadata({ locale: await resolvePageLocale(params), page: 'test', path: '/test' });
}

export default async function TestPage({ params }: PageProps<'/[locale]/test'>) {
  const locale = await resolvePageLocale(params);
  const messages = (await getMessages({ locale })) as unknown as typeof en;
  return (
    <>
      <PageIntro title={messages.Pages.test.title} lead={messages.Pages.test.description} />
      <TestFlow
        locale={locale}
        strings={messages.Test}
        apiErrors={messages.ApiErrors}
        offlineStrings={messages.Offline}
        languages={sortLanguages(QUESTIONNAIRE_LANGUAGES, localeInfo[locale].tag)}
        defaultLang={defaultQuestionnaireLanguage(locale)}
        skipEnabled={testConfig.skipEnabled}
      />
    </>
  );
}
