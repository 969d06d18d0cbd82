import { getLocale, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app-link';
import { PageIntro } from '@/components/page-intro';

/** A comparison link that holds no list of people (cut short, changed, made up): 404. */
export default async function ComparisonNotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'CompareView' });
  return (
    <>
      <title>{t('invalidTitle')}</title>
      <PageIntro title={t('invalidTitle')} lead={t('invalidExplanation')} />
      <p>
        <AppLink href="/compare" className="btn-primary">
          {t('startOver')}
        </AppLink>
      </p>
    </>
  );
}
