import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { getPageHtml, type PageFile } from '@/lib/content/server/pages';
import type { SitePage } from '@/lib/content/site-pages';
import { PageIntro } from './page-intro';
import { Prose } from './prose';
import { TestCta } from './test-cta';

interface Params {
  params: Promise<{ locale: string }>;
}

/**
 * Route exports of an information page: its localized title and summary (`Pages.{key}`) over the
 * Markdown of `content/site/{locale}/{file}.md`, optionally closed by an invitation to the test.
 */
export function contentPage(
  key: Exclude<SitePage['key'], 'home'>,
  path: SitePage['path'],
  file: PageFile,
  { cta = false }: { cta?: boolean } = {},
) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    return pageMetadata({ locale: await resolvePageLocale(params), page: key, path });
  }
  async function Page({ params }: Params) {
    const locale = await resolvePageLocale(params);
    const [t, home, articles, html] = await Promise.all([
      getTranslations({ locale, namespace: 'Pages' }),
      getTranslations({ locale, namespace: 'Home' }),
      getTranslations({ locale, namespace: 'Articles' }),
      getPageHtml(locale, file),
    ]);
    return (
      <article>
        <PageIntro title={t(`${key}.title`)} lead={t(`${key}.description`)} />
        <Prose html={html} />
        {cta ? <TestCta text={articles('ctaText')} button={home('start')} href="/test" /> : null}
      </article>
    );
  }
  return { generateMetadata, Page };
}
