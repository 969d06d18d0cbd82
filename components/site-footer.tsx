import { AppLink } from './app-link';
import { getTranslations } from 'next-intl/server';
import { cacheLife } from 'next/cache';
import { siFacebook, siGithub, siX } from 'simple-icons';
import type { Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/config/server/site';
import { BrandIcon, LinkedInIcon } from './brand-art';

/**
 * The site's footer. Links carry `data-analytics-event` so the analytics module can log
 * clicks without the footer becoming client code; the FAQ link's event is named "FAQ".
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const { organisation, social } = siteConfig;
  const year = await currentYear();
  // Brand names stay as the brands write them, in every language.
  const socialLinks = [
    {
      key: 'facebook',
      name: 'Facebook',
      href: social.facebook,
      icon: <BrandIcon path={siFacebook.path} className="size-6" />,
    },
    {
      key: 'github',
      name: 'GitHub',
      href: social.github,
      icon: <BrandIcon path={siGithub.path} className="size-6" />,
    },
    {
      key: 'twitter',
      name: 'X (Twitter)',
      href: social.twitter,
      icon: <BrandIcon path={siX.path} className="size-5" />,
    },
    {
      key: 'linkedin',
      name: 'LinkedIn',
      href: social.linkedin,
      icon: <LinkedInIcon className="size-6" />,
    },
  ] as const;

  return (
    <footer className="no-print bg-surface-muted mt-auto border-t border-neutral-200 text-neutral-800">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-10 text-center">
        <h2 className="text-lg font-semibold">{t('heading')}</h2>
        <ul aria-label={t('social')} className="flex gap-2">
          {socialLinks.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                aria-label={link.name}
                rel="noopener noreferrer me"
                target="_blank"
                data-analytics-event={`footer-${link.key}`}
                className="grid size-11 place-items-center rounded-full text-neutral-800 hover:bg-neutral-200 hover:text-black"
              >
                {link.icon}
              </a>
            </li>
          ))}
        </ul>
        <address className="text-sm leading-relaxed not-italic">
          <span className="block font-semibold">{organisation.name}</span>
          {organisation.address ? <span className="block">{organisation.address}</span> : null}
          <span className="block">
            {t.rich('contact', {
              address: organisation.email,
              email: (chunks) => (
                <a
                  href={`mailto:${organisation.email}`}
                  data-analytics-event="footer-email"
                  className="break-all"
                >
                  {chunks}
                </a>
              ),
            })}
          </span>
        </address>
        <p className="text-sm">{t('copyright', { year, organisation: organisation.name })}</p>
        <p>
          <AppLink href="/faq" data-analytics-event="FAQ" className="font-medium">
            {t('questions')}
          </AppLink>
        </p>
      </div>
    </footer>
  );
}

/** The copyright year: pages are kept between builds, so it is looked at again every day. */
async function currentYear() {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}
