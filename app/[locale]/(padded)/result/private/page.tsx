import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { PRIVATE_RESULT_PATH } from '@/lib/results/private-link';
import { getResultTexts } from '@/lib/results/server/texts';
import type en from '@/messages/en.json';
import { shareIcons } from '../[id]/_components/share-icons';
import { shareStrings } from '../[id]/_components/share-strings';
import { PrivateResultView } from './_components/private-result-view';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/result/private'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PrivateResult' });
  // Not indexed, hence no preview image: the server never sees the result, so a shared link is
  // previewed with the site's name and this page's title only.
  return pageMetadata({
    locale,
    page: { title: t('title'), description: t('metaDescription') },
    path: PRIVATE_RESULT_PATH,
    index: false,
  });
}

/**
 * A private result (lib/results/private-link.ts): the same page for every result, since the result is
 * in the address's fragment, which browsers never send. It gives the browser what rendering the
 * report takes: the texts of its namespaces and the locale's result texts.
 */
export default async function PrivateResultPage({ params }: PageProps<'/[locale]/result/private'>) {
  const locale = await resolvePageLocale(params);
  const [messages, texts, share] = await Promise.all([
    getMessages({ locale }) as Promise<typeof en>,
    getResultTexts(locale),
    shareStrings(locale),
  ]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={{
        ResultSummary: messages.ResultSummary,
        AnswerQuality: messages.AnswerQuality,
        PrivateResult: messages.PrivateResult,
        ApiErrors: messages.ApiErrors,
      }}
    >
      {/* The report is drawn in the browser after the page arrives: the room it will take is
          kept from the start, so the footer is never pushed down in view (layout shift). */}
      <div className="flex min-h-svh flex-col">
        <PrivateResultView locale={locale} texts={texts} share={share} shareIcons={shareIcons} />
      </div>
    </NextIntlClientProvider>
  );
}
