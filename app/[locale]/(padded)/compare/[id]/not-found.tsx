import { getLocale, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app-link';
import { PageIntro } from '@/components/page-intro';
import { localizePath } from '@/lib/i18n/paths';

/** A comparison link that holds no list of people (cut short, changed, made up): 404. */
export default async function ComparisonNotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'CompareView' });
  return (
    <>
      <title>{t('invalidTitle')}</title>
      <PageIntro title={t('invalidTitle')} lead={t('invalidExplanation')} />
      <p>
        <AppLink href={localizePath(locale, '/compare')} className="btn-primary">
          {t('startOver')}
        </AppLink>
      </p>
    </>
  );
}
