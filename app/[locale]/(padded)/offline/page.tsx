import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app-link';
import { PageIntro } from '@/components/page-intro';
import { ReloadButton } from '@/components/reload-button';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/offline'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, page: 'offline', path: '/offline', index: false });
}

/**
 * What the service worker shows in place of a page that is neither reachable nor kept on this
 * device. It is served under the address the visitor asked for, so "Try again" reloads that.
 */
export default async function OfflinePage({ params }: PageProps<'/[locale]/offline'>) {
  const locale = await resolvePageLocale(params);
  const [pages, t, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Offline' }),
    getTranslations({ locale, namespace: 'Menu' }),
  ]);
  return (
    <>
      <PageIntro title={pages('offline.title')} lead={pages('offline.description')} />
      <div className="flex max-w-prose flex-col items-start gap-4">
        <p>{t('text')}</p>
        <ReloadButton className="btn-outline">{t('retry')}</ReloadButton>
        <p className="mt-4">{t('testHint')}</p>
        <AppLink href="/test" className="btn-primary">
          {menu('test')}
        </AppLink>
      </div>
    </>
  );
}
