import type { Metadata } from 'next';
import { AppLink } from '@/components/app-link';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { getArticles } from '@/lib/content/server/pages';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/articles'>): Promise<Metadata> {
  return pageMetadata({
    locale: await resolvePageLocale(params),
    page: 'articles',
    path: '/articles',
  });
}

export default async function ArticlesPage({ params }: PageProps<'/[locale]/articles'>) {
  const locale = await resolvePageLocale(params);
  const [pages, t, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Articles' }),
    getArticles(locale),
  ]);
  return (
    <>
      <PageIntro title={pages('articles.title')} lead={pages('articles.description')} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {articles.map((article) => (
          <li key={article.slug}>
            <AppLink
              href={`/articles/${article.slug}`}
              className="group flex h-full flex-col gap-2 rounded-lg border border-neutral-300 p-5 text-neutral-900 no-underline hover:border-neutral-500 hover:bg-neutral-50 hover:text-neutral-900"
            >
              <h2 className="text-xl font-semibold text-balance">{article.title}</h2>
              <p className="text-neutral-700">{article.description}</p>
              <span className="text-secondary mt-auto pt-2 font-medium group-hover:underline">
                {t('readArticle')}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </>
  );
}
