import type { Metadata } from 'next';
import { AppLink } from './app-link';
import { getTranslations } from 'next-intl/server';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { getTraitHtml, type TraitFile } from '@/lib/content/server/pages';
import { getResultTexts } from '@/lib/results/server/texts';
import { PageIntro } from './page-intro';
import { Prose } from './prose';
import { TestCta } from './test-cta';

/** The five trait pages: message key, path, domain letter and Markdown file, in OCEAN order. */
export const traitPages = [
  { key: 'openness', path: '/openness_to_experience', domain: 'O', file: 'openness' },
  { key: 'conscientiousness', path: '/conscientiousness', domain: 'C', file: 'conscientiousness' },
  { key: 'extraversion', path: '/extraversion', domain: 'E', file: 'extraversion' },
  { key: 'agreeableness', path: '/agreeableness', domain: 'A', file: 'agreeableness' },
  { key: 'neuroticism', path: '/neuroticism', domain: 'N', file: 'neuroticism' },
] as const satisfies readonly { key: string; path: string; domain: string; file: TraitFile }[];

type TraitKey = (typeof traitPages)[number]['key'];

interface Params {
  params: Promise<{ locale: string }>;
}

/**
 * Route exports of a trait page. The description and the six facets are the result texts the
 * result page uses (one source, already in every locale); what high and low scorers tend to be
 * like is the page's own Markdown.
 */
export function traitPage(key: TraitKey) {
  const trait = traitPages.find((page) => page.key === key)!;

  async function generateMetadata({ params }: Params): Promise<Metadata> {
    return pageMetadata({ locale: await resolvePageLocale(params), page: key, path: trait.path });
  }

  async function Page({ params }: Params) {
    const locale = await resolvePageLocale(params);
    const [pages, t, home, texts, html] = await Promise.all([
      getTranslations({ locale, namespace: 'Pages' }),
      getTranslations({ locale, namespace: 'TraitPage' }),
      getTranslations({ locale, namespace: 'Home' }),
      getResultTexts(locale),
      getTraitHtml(locale, trait.file),
    ]);
    const domain = texts[trait.domain];
    const facets = (['1', '2', '3', '4', '5', '6'] as const).map((n) => domain.facets[n]);
    const others = traitPages.filter((page) => page.key !== key);

    return (
      <article>
        <PageIntro title={pages(`${key}.title`)} lead={domain.shortDescription} />
        <div className="prose-content">
          <h2>{t('aboutHeading')}</h2>
          {domain.description.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <Prose html={html} className="mt-4" />
        <section aria-labelledby="facets" className="prose-content mt-4">
          <h2 id="facets">{t('facetsHeading')}</h2>
          {facets.map((facet, i) => (
            <section key={i}>
              <h3>{facet.title}</h3>
              {facet.text.map((paragraph, j) => (
                <p key={j} className="mt-2">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </section>
        <TestCta
          heading={t('ctaHeading')}
          text={t('ctaText')}
          button={home('start')}
          href="/test"
        />
        <nav aria-labelledby="other-traits" className="mt-12">
          <h2 id="other-traits" className="text-xl font-semibold">
            {t('otherTraits')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {others.map((page) => (
              <li key={page.key}>
                <AppLink href={page.path} className="btn-outline">
                  {pages(`${page.key}.title`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    );
  }

  return { generateMetadata, Page };
}
