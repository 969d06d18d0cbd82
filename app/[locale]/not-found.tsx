import { getLocale, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/app-link';
import { LostIllustration } from '@/components/brand-art';

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <div className="container-page flex flex-col items-center gap-4 text-center">
      <title>{t('title')}</title>
      <LostIllustration className="h-auto w-48 sm:w-60" />
      <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
      <p className="text-lg">{t('message')}</p>
      <p className="max-w-prose text-neutral-600">{t('hint')}</p>
      <AppLink href="/" className="btn-primary mt-2">
        {t('home')}
      </AppLink>
    </div>
  );
}
