'use client';

import type { Messages } from 'next-intl';
import { useEffect, useRef } from 'react';
import { trackEvent } from '@/lib/analytics/track';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { QUEUED_EVENT, hasQueuedTests } from '@/lib/offline/browser/queued-flag';
import { useSnackbar } from './shell-provider';

interface OfflineSyncProps {
  strings: Pick<Messages['Offline'], 'savedNotice' | 'seeResult'>;
}

/**
 * Sends tests finished offline once the connection is back, on whichever page of the site is
 * open. The outbox code (and the result storage it writes to) is loaded only when a test is
 * waiting. When one is saved, its id and deletion key go to local storage like any other result;
 * on the test page the visitor is taken to the result (or the comparison the test was taken
 * for), elsewhere a message links to it.
 */
export function OfflineSync({ strings }: OfflineSyncProps) {
  const router = useRouter();
  const pathname = usePathname();
  const showSnackbar = useSnackbar();
  const latest = useRef({ router, showSnackbar, strings, pathname });
  useEffect(() => {
    latest.current = { router, showSnackbar, strings, pathname };
  });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    let starting = false;
    function start() {
      if (stop || starting || cancelled) return;
      starting = true;
      void Promise.all([
        import('@/lib/offline/browser/sync'),
        import('@/lib/results/browser/kept'),
        import('@/lib/compare/target'),
      ])
        .then(
          ([{ startOutboxSync }, { rememberResult }, { comparisonPath }]) => {
            if (cancelled) return;
            stop = startOutboxSync({
              onSaved: (record) => {
                const { router, showSnackbar, strings, pathname } = latest.current;
                rememberResult(record.result.id, record.result.deleteToken);
                trackEvent('test-completed', { lang: record.payload.lang });
                // A test taken to compare with someone opens the comparison of the two.
                const path = record.compare
                  ? comparisonPath(record.compare, record.result.id)
                  : `/result/${record.result.id}`;
                if (pathname === '/test') router.push(path);
                else
                  showSnackbar(strings.savedNotice, 'success', {
                    label: strings.seeResult,
                    href: path,
                  });
              },
            });
          },
          () => undefined,
        )
        .finally(() => {
          starting = false;
        });
    }
    if (hasQueuedTests()) start();
    window.addEventListener(QUEUED_EVENT, start);
    return () => {
      cancelled = true;
      window.removeEventListener(QUEUED_EVENT, start);
      stop?.();
    };
  }, []);

  return null;
}
