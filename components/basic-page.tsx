import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import type { SitePage } from '@/lib/site-pages';
import { PageIntro } from './page-intro';

interface Params {
  params: Promise<{ locale: string }>;
}

/**
 * Route exports for a page that so far shows its localized heading and summary in the shared
 * layout. Each page's own issue replaces this with the page's content.
 */
export function basicPage(key: Exclude<SitePage['key'], 'home'>, path: SitePage['path']) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    return pageMetadata({ locale: await resolvePageLocale(params), page: key, path });
  }
  async function Page({ params }: Params) {
    const locale = await resolvePageLocale(params);
    const t = await getTranslations({ locale, namespace: 'Pages' });
    return <PageIntro title={t(`${key}.title`)} lead={t(`${key}.description`)} />;
  }
  return { generateMetadata, Page };
}
