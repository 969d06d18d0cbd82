import { getLocale, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app-link';
import { PageIntro } from '@/components/page-intro';

/**
 * A change view that cannot be shown (an id that is malformed, unknown or deleted, or the same
 * result twice): 404, with why in plain words and the way back to the list of one's results. Its
 * title comes from the page's generateMetadata, which tells such a pair apart.
 */
export default async function ResultChangeNotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'ResultChange' });
  return (
    <>
      <PageIntro title={t('notFoundTitle')} lead={t('notFoundText')} />
      <p>
        <AppLink href="/result" className="btn-primary">
          {t('chooseResults')}
        </AppLink>
      </p>
    </>
  );
}
