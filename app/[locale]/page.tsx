import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app-link';
import { LanguageLinks } from '@/components/language-links';
import { traitPages } from '@/components/trait-page';
import { QUESTIONNAIRE_LANGUAGES } from '@/inventory/languages';
import { locales, localeTag } from '@/lib/i18n/locales';
import { nativeNames } from '@/lib/i18n/native-names';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return pageMetadata({ locale: await resolvePageLocale(params), page: 'home', path: '/' });
}

/** The languages of the interface, by their own names, sorted as the language switcher sorts them. */
const uiLanguages = [...locales].sort((a, b) => nativeNames[a].localeCompare(nativeNames[b]));

/**
 * The home page spans the full width (no padded container). Server-rendered text
 * and links only; nothing in it loads late, so nothing shifts.
 * Its length is the home page's sections, in order; each is plain markup over translated texts.
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  const [pages, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'Home' }),
  ]);

  return (
    <>
      <section className="from-secondary-light/40 bg-gradient-to-b to-white px-4 py-16 sm:py-24">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {pages('home.title')}
          </h1>
          <p className="max-w-prose text-lg text-neutral-700 sm:text-xl">{t('lead')}</p>
          <AppLink href="/test" className="btn-primary px-8 py-3 text-lg">
            {t('start')}
          </AppLink>
          <p className="text-sm font-medium text-neutral-700">{t('facts')}</p>
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-5xl flex-col gap-14 px-4 py-12 sm:px-6 sm:py-16">
        <section aria-labelledby="home-traits">
          <h2 id="home-traits" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('traitsHeading')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-3">
            {traitPages.map((trait) => (
              <li key={trait.key}>
                <AppLink
                  href={trait.path}
                  className="border-s-secondary flex h-full flex-col gap-1 rounded-lg border border-s-4 border-neutral-300 p-4 text-neutral-900 no-underline hover:bg-neutral-50 hover:text-neutral-900"
                >
                  <span className="text-secondary text-lg font-semibold wrap-anywhere hyphens-auto">
                    {pages(`${trait.key}.title`)}
                  </span>
                  <span className="text-neutral-700">{t(`traits.${trait.key}`)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="home-science" className="max-w-prose">
          <h2 id="home-science" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('scienceHeading')}
          </h2>
          <p className="mt-3 text-lg text-neutral-800">{t('scienceText')}</p>
          <p className="mt-3">
            <AppLink href="/big_five" className="font-semibold">
              {t('scienceLink')}
            </AppLink>
          </p>
        </section>

        <section
          aria-labelledby="home-compare"
          className="bg-surface-muted flex flex-col items-start gap-3 rounded-lg p-6"
        >
          <h2 id="home-compare" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('compareHeading')}
          </h2>
          <p className="max-w-prose text-lg text-neutral-800">{t('compareText')}</p>
          <AppLink href="/compare" className="btn-outline">
            {t('compareLink')}
          </AppLink>
        </section>

        <p className="max-w-prose text-neutral-800">
          {t.rich('privacy', {
            link: (chunks) => (
              <AppLink href="/privacy" className="font-semibold">
                {chunks}
              </AppLink>
            ),
          })}
        </p>

        <section aria-labelledby="home-languages">
          <h2 id="home-languages" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('languagesHeading')}
          </h2>
          <p className="mt-3 text-lg text-neutral-800">
            {t('languagesText', {
              count: locales.length,
              questionnaireCount: QUESTIONNAIRE_LANGUAGES.length,
            })}
          </p>
          <LanguageLinks
            current={locale}
            languages={uiLanguages.map((code) => ({
              locale: code,
              name: nativeNames[code],
              tag: localeTag(code),
            }))}
          />
        </section>
      </div>
    </>
  );
}
