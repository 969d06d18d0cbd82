import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app-link';
import { PageIntro } from '@/components/page-intro';
import { MissingPeopleLazy } from './_components/missing-people-lazy';

/**
 * A comparison that cannot be shown: its link holds no list of people (cut short, changed, made
 * up), or fewer than two of its people's results still exist. 404 either way; for a whole link,
 * the browser adds whose results are gone.
 */
export default async function ComparisonNotFound() {
  const locale = await getLocale();
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'CompareView' }),
    getMessages({ locale }),
  ]);
  return (
    <>
      <title>{t('invalidTitle')}</title>
      <PageIntro title={t('invalidTitle')} lead={t('invalidExplanation')} />
      <NextIntlClientProvider
        locale={locale}
        messages={{ CompareView: { gone: messages.CompareView.gone } }}
      >
        <MissingPeopleLazy />
      </NextIntlClientProvider>
      <p>
        <AppLink href="/compare" className="btn-primary">
          {t('startOver')}
        </AppLink>
      </p>
    </>
  );
}
