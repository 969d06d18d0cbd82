'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { errorDigest, errorStatus, reloadOnChunkLoadError } from '@/lib/http/error-status';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('Error');
  const homeHref = getPathname({ locale: useLocale(), href: '/' });
  const status = errorStatus(error);
  const digest = errorDigest(error);

  useEffect(() => {
    if (!reloadOnChunkLoadError(error, window.sessionStorage, () => window.location.reload())) {
      console.error(error);
    }
  }, [error]);

  return (
    <div className="container-page flex flex-col items-center gap-4 text-center">
      <title>{t('title')}</title>
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-lg font-semibold text-neutral-600">{t('status', { status })}</p>
      <p className="max-w-prose">{t('message')}</p>
      {digest ? <p className="text-sm text-neutral-600">{t('reference', { digest })}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className="btn-outline">
          {t('retry')}
        </button>
        {/* A full page load: the app's client state may be what failed. */}
        <a href={homeHref} className="btn-primary">
          {t('home')}
        </a>
      </div>
    </div>
  );
}
