import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/config/server/site';
import { isNewTranslation } from '@/lib/content/server/reviews';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Under the toolbar of every page of a language whose translation is new (its reviewer was not
 * confident of it): a line in that language saying so, with the address corrections go to. It
 * gives its room to the statements while they are answered (globals.css).
 */
export async function NewTranslationNote({ locale }: { locale: Locale }) {
  if (!isNewTranslation(locale)) return null;
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const address = siteConfig.organisation.email;
  return (
    <p
      className="no-print bg-surface-muted border-b border-neutral-200 px-4 py-2 text-center text-sm text-pretty text-neutral-800"
      data-testid="new-translation"
      data-new-translation
    >
      {t.rich('newTranslation', {
        address,
        email: (chunks) => <a href={`mailto:${address}`}>{chunks}</a>,
      })}
    </p>
  );
}
