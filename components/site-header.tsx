import { AppLink } from './app-link';
import { getTranslations } from 'next-intl/server';
import { type Locale, locales, localeTag } from '@/lib/i18n/locales';
import { nativeNames } from '@/lib/i18n/native-names';
import { siteConfig } from '@/lib/config/server/site';
import { menuPages } from '@/lib/content/site-pages';
import { flagSrc } from './flags';
import { LogoMark } from './brand-art';
import { LanguageSwitcher, type LanguageOption } from './language-switcher';
import { PagesMenu } from './pages-menu';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function languageOption(locale: Locale): LanguageOption {
  return {
    locale,
    name: nativeNames[locale],
    tag: localeTag(locale),
    flagSrc: flagSrc(locale),
  };
}

/**
 * The toolbar: logo, Result and Compare (600 px and up), language, Pages menu; and
 * "Take the test" at every size (the site name gives way to it where the toolbar is full: on the
 * narrowest phones, and from 600 px, where the Result and Compare links join it, up to 1024 px).
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const menu = await getTranslations({ locale, namespace: 'Menu' });
  const others = locales
    .filter((l) => l !== locale)
    .map(languageOption)
    .sort((a, b) => collator.compare(a.name, b.name));
  const current = languageOption(locale);
  const navLink =
    'focus-on-dark flex h-11 items-center rounded-md px-3 font-medium uppercase tracking-wide text-on-primary no-underline hover:bg-white/10 hover:text-on-primary';

  return (
    <header className="no-print bg-primary text-on-primary sticky top-0 z-40">
      <div className="h-toolbar sm:h-toolbar-sm mx-auto flex max-w-screen-lg items-center gap-1 px-2 sm:px-4">
        <AppLink
          href="/"
          aria-label={`${siteConfig.name} – ${t('homeLink')}`}
          className="focus-on-dark text-on-primary hover:text-on-primary me-auto flex min-h-11 items-center gap-2 rounded-md pe-2 text-lg font-bold no-underline"
        >
          <LogoMark className="size-8 shrink-0" />
          <span className="hidden whitespace-nowrap min-[420px]:inline sm:hidden lg:inline">
            {siteConfig.name}
          </span>
        </AppLink>
        <AppLink
          href="/test"
          className="focus-on-dark bg-secondary hover:bg-secondary-dark me-1 flex min-h-10 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-white no-underline hover:text-white sm:text-base"
        >
          {menu('test')}
        </AppLink>
        {/* From 640 px, not 600: just above 600 px the toolbar's words are too long in some
            languages (Spanish, Portuguese, Russian, Ukrainian); both pages are in the Pages menu. */}
        <nav aria-label={t('mainNavigation')} className="hidden items-center min-[40rem]:flex">
          <AppLink href="/result" className={navLink}>
            {t('result')}
          </AppLink>
          <AppLink href="/compare" className={navLink}>
            {t('compare')}
          </AppLink>
        </nav>
        <LanguageSwitcher
          current={current}
          options={others}
          buttonLabel={t('languageButton', { language: current.name })}
          menuLabel={t('languageMenu')}
        />
        <PagesMenu
          items={menuPages.map((page) => ({
            path: page.path,
            label: menu(page.key),
          }))}
          pagesLabel={t('pages')}
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
        />
      </div>
    </header>
  );
}
