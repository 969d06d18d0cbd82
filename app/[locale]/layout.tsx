import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Analytics } from '@/components/analytics';
import { NewTranslationNote } from '@/components/new-translation-note';
import { AppleSplash } from '@/components/apple-splash';
import { LoadingBar } from '@/components/loading-bar';
import { OfflineSync } from '@/components/offline-sync';
import { ServiceWorker } from '@/components/service-worker';
import { ShellProvider } from '@/components/shell-provider';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { Snackbar } from '@/components/snackbar';
import {
  directionOf,
  type Locale,
  locales,
  localeTag,
  prerenderedLocales,
} from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { APPLE_TOUCH_SIZE, appleTouchIconPath, iconPath, pwaColours } from '@/lib/pwa/assets';
import { siteConfig } from '@/lib/config/server/site';

export const viewport: Viewport = {
  themeColor: pwaColours.theme,
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(locales, locale)) return {};
  const [t, manifest] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Manifest' }),
  ]);
  return {
    metadataBase: new URL(siteConfig.url),
    applicationName: siteConfig.name,
    title: {
      template: `%s | ${siteConfig.name}`,
      default: `${t('siteTitle')} | ${siteConfig.name}`,
    },
    description: t('siteDescription'),
    formatDetection: { telephone: false },
    manifest: getPathname({ locale, href: '/manifest.webmanifest' }),
    // Listing icons here replaces the ones app/icon.svg would add, so the SVG is named too.
    icons: {
      icon: [
        { url: '/icon.svg', type: 'image/svg+xml' },
        { url: iconPath(64), type: 'image/png', sizes: '64x64' },
      ],
      apple: [{ url: appleTouchIconPath(), sizes: `${APPLE_TOUCH_SIZE}x${APPLE_TOUCH_SIZE}` }],
    },
    appleWebApp: {
      capable: true,
      title: manifest('shortName'),
      statusBarStyle: 'black',
      // Launch screens are added in the browser, on iOS only (components/apple-splash.tsx).
    },
  };
}

/**
 * Pages are prerendered when the site is built (English) or on their first request (every other
 * locale), then kept and answered from the framework's cache (lib/http/rendering.ts).
 */
export function generateStaticParams() {
  return prerenderedLocales.map((locale) => ({ locale }));
}

function organisationJsonLd() {
  const { organisation, social, url, name } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organisation.name,
    alternateName: name === organisation.name ? undefined : name,
    url,
    logo: `${url}/icon.svg`,
    email: organisation.email,
    address: organisation.address,
    sameAs: [social.facebook, social.github, social.twitter, social.linkedin],
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale: requested } = await params;
  if (!hasLocale(locales, requested)) notFound();
  const locale: Locale = requested;
  setRequestLocale(locale);

  const [header, errors, loading, offline, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Error' }),
    getTranslations({ locale, namespace: 'Loading' }),
    getTranslations({ locale, namespace: 'Offline' }),
    getMessages({ locale }),
  ]);
  const { title, status, message, reference, retry, home } = messages.Error;
  const homeHref = getPathname({ locale, href: '/' });
  const dir = directionOf(locale);

  return (
    <html lang={localeTag(locale)} dir={dir}>
      <body className="flex min-h-dvh flex-col">
        {/* The locale for next-intl's links and router in the browser (lib/i18n/navigation.ts),
            and the texts the shell's islands format there: the error page, the snackbar and the
            language menu's filter.
            Other islands get their texts as props, translated here on the server, or from a
            provider of their own with only the namespaces they use. */}
        <NextIntlClientProvider
          locale={locale}
          messages={{
            Error: { title, status, message, reference, retry, home },
            Snackbar: { close: messages.Snackbar.close },
            Header: {
              languageFilter: messages.Header.languageFilter,
              languageNoMatch: messages.Header.languageNoMatch,
              languageCurrent: messages.Header.languageCurrent,
            },
          }}
        >
          <ShellProvider
            lastResort={{
              lang: localeTag(locale),
              dir,
              fatalTitle: errors('fatalTitle'),
              fatalDetails: errors('fatalDetails'),
              home: errors('home'),
              homeHref,
            }}
          >
            <a
              href="#main"
              className="sr-only z-[70] rounded-md bg-white px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
            >
              {header('skipToContent')}
            </a>
            <LoadingBar label={loading('label')} />
            <SiteHeader locale={locale} />
            <NewTranslationNote locale={locale} />
            <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
              {children}
            </main>
            <SiteFooter locale={locale} />
            <Snackbar />
            <Analytics enabled={siteConfig.analytics === 'vercel'} />
            <ServiceWorker locale={locale} />
            <AppleSplash />
            <OfflineSync
              strings={{ savedNotice: offline('savedNotice'), seeResult: offline('seeResult') }}
            />
          </ShellProvider>
        </NextIntlClientProvider>
        <script
          type="application/ld+json"
          // JSON-LD must be inline; '<' is escaped so no value can close the script element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(organisationJsonLd()).replace(/</g, '\\u003c'),
          }}
        />
      </body>
    </html>
  );
}
