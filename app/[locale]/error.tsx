'use client';

import { useEffect } from 'react';
import { useShellStrings } from '@/components/shell-provider';
import { errorDigest, errorStatus, reloadOnChunkLoadError } from '@/lib/errors';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const { error: strings, homeHref } = useShellStrings();
  const status = errorStatus(error);
  const digest = errorDigest(error);

  useEffect(() => {
    if (!reloadOnChunkLoadError(error, window.sessionStorage, () => window.location.reload())) {
      console.error(error);
    }
  }, [error]);

  return (
    <div className="container-page flex flex-col items-center gap-4 text-center">
      <title>{strings.title}</title>
      <h1 className="text-3xl font-bold">{strings.title}</h1>
      <p className="text-lg font-semibold text-neutral-600">
        {strings.status.replace('{status}', String(status))}
      </p>
      <p className="max-w-prose">{strings.message}</p>
      {digest ? (
        <p className="text-sm text-neutral-600">{strings.reference.replace('{digest}', digest)}</p>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className="btn-outline">
          {strings.retry}
        </button>
        {/* A full page load: the app's client state may be what failed. */}
        <a href={homeHref} className="btn-primary">
          {strings.home}
        </a>
      </div>
    </div>
  );
}
