import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app-link';
import { PageIntro } from '@/components/page-intro';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/result/deleted'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ResultDeleted' });
  return pageMetadata({
    locale,
    page: { title: t('title'), description: t('lead') },
    path: '/result/deleted',
    index: false,
  });
}

/**
 * Where "delete this result" lands: the deletion said in words, and where to go next. A page of
 * its own (not the 404 the result's address now answers), the same for every deleted result.
 */
export default async function ResultDeletedPage({ params }: PageProps<'/[locale]/result/deleted'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ResultDeleted' });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')}>
        <p className="max-w-prose text-neutral-700">{t('detail')}</p>
      </PageIntro>
      <p className="flex flex-wrap gap-3">
        <AppLink href="/test" className="btn-primary">
          {t('retake')}
        </AppLink>
        <AppLink href="/" className="btn btn-outline">
          {t('home')}
        </AppLink>
      </p>
    </>
  );
}
