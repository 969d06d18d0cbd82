import type { Metadata } from 'next';
import { AppLink } from '@/components/app-link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { Prose } from '@/components/prose';
import { TestCta } from '@/components/test-cta';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { articleSlugs, getArticle, isArticleSlug } from '@/lib/content/server/pages';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

/** Every article exists in every locale and is generated at build time; other slugs are 404s. */
export function generateStaticParams() {
  return articleSlugs.map((slug) => ({ slug }));
}

type Props = PageProps<'/[locale]/articles/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([resolvePageLocale(params), params]);
  if (!isArticleSlug(slug)) return {};
  const { title, description } = await getArticle(locale, slug);
  return pageMetadata({
    locale,
    page: { title, description, type: 'article' },
    path: `/articles/${slug}`,
    previewImage: `article-${slug}`,
  });
}

export default async function ArticlePage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([resolvePageLocale(params), params]);
  if (!isArticleSlug(slug)) notFound();
  const [t, home, article] = await Promise.all([
    getTranslations({ locale, namespace: 'Articles' }),
    getTranslations({ locale, namespace: 'Home' }),
    getArticle(locale, slug),
  ]);
  return (
    <article>
      <p className="mb-4">
        <AppLink href="/articles" className="font-medium">
          {t('allArticles')}
        </AppLink>
      </p>
      <PageIntro title={article.title} lead={article.description} />
      <Prose html={article.html} />
      <TestCta text={t('ctaText')} button={home('start')} href="/test" />
    </article>
  );
}
