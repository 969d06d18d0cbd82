'use client';

import { useEffect } from 'react';
import { prefersLessData } from '@/lib/offline/browser/connection';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { splitLocale } from '@/lib/i18n/paths';
import { OFFLINE_PATH, isOfflinePage } from '@/lib/offline/pages';

const onTestPage = () => splitLocale(window.location.pathname).path === '/test';

/**
 * Registers /sw.js (root scope) in production where the browser supports service workers; any
 * failure is silent. Then asks it to keep this locale's offline page, and, unless
 * the visitor saves data, this page, the test and the home page, so the test can be taken
 * offline after this one visit. A new version that waited while a test was open (see the worker's
 * install step) is let in from any other page.
 */
export function ServiceWorker({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    void register(locale).catch(() => undefined);
  }, [locale]);
  return null;
}

async function register(locale: Locale) {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  promoteWhenSafe(registration);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') promoteWhenSafe(registration);
    });
  });

  const ready = await navigator.serviceWorker.ready;
  const paths = [getPathname({ locale, href: OFFLINE_PATH })];
  if (!prefersLessData()) {
    paths.push(
      getPathname({ locale, href: '/test' }),
      getPathname({ locale, href: '/' }),
      window.location.pathname,
    );
  }
  ready.active?.postMessage({
    type: 'keep-pages',
    paths: [...new Set(paths)].filter(isOfflinePage),
  });
}

function promoteWhenSafe(registration: ServiceWorkerRegistration) {
  if (registration.waiting && navigator.serviceWorker.controller && !onTestPage()) {
    registration.waiting.postMessage({ type: 'skip-waiting' });
  }
}
