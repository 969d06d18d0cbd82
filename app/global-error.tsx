'use client';

import { useEffect } from 'react';
import { errorDigest, errorStatus, reloadOnChunkLoadError } from '@/lib/http/error-status';
import { lastResortStrings } from '@/components/last-resort-strings';

/**
 * Last resort, shown when the locale layout itself fails: plain markup and inline styles, since
 * neither the layout nor its stylesheet can be relied on. Its strings are the ones the locale
 * layout left behind when it last rendered (English if it never did).
 */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  const strings = lastResortStrings();
  const digest = errorDigest(error);

  useEffect(() => {
    if (!reloadOnChunkLoadError(error, window.sessionStorage, () => window.location.reload())) {
      console.error(error);
    }
  }, [error]);

  return (
    <html lang={strings.lang} dir={strings.dir}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '2rem 1rem' }}>
        <main style={{ maxWidth: '40rem', margin: '0 auto', textAlign: 'center' }}>
          <title>{strings.fatalTitle}</title>
          <h1 style={{ fontSize: '1.5rem' }}>{strings.fatalTitle}</h1>
          <details style={{ margin: '1rem 0' }}>
            <summary>{strings.fatalDetails}</summary>
            <p>
              {errorStatus(error)}
              {digest ? ` · ${digest}` : null}
            </p>
          </details>
          <a href={strings.homeHref} style={{ color: '#c2185b' }}>
            {strings.home}
          </a>
        </main>
      </body>
    </html>
  );
}
