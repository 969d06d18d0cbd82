/**
 * The site's service worker, bundled to /sw.js by scripts/build-sw.mjs after `next build`, which
 * fills in the version and the lists of files below. It keeps the site usable offline:
 * - the build's hashed files (/_next/static) are cached when it installs: all of them, so the
 *   test works in every questionnaire language, or only those the main pages load when the
 *   visitor saves data; they are served from the cache first (their names change with content);
 * - pages are fetched from the network first and kept for offline use (never results,
 *   comparisons or API answers); without a network a kept copy or the offline page answers;
 * - tests finished offline are sent by Background Sync (lib/offline/browser/outbox.ts);
 * - caches of older versions are deleted when a new version takes over.
 */
import * as z from 'zod/mini';
import { directionOf, type Locale } from '../i18n/locales';
import { localizePath, splitLocale } from '../i18n/paths';
import { prefersLessData } from './browser/connection';
import { SYNC_TAG, flushOutbox } from './browser/outbox';
import { OFFLINE_PATH, isOfflinePage } from './pages';

declare const self: ServiceWorkerGlobalScope;
declare const __SW_VERSION__: string;
/** Files the home, test and offline pages load: cached at install in every case. */
declare const __SW_SHELL__: string[];
/** Every other file of the build (route and language chunks): cached unless saving data. */
declare const __SW_ASSETS__: string[];
/** Title and text of the built-in offline page per locale, for when no copy is cached. */
declare const __SW_OFFLINE_TEXTS__: Record<string, { title: string; text: string }>;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const PREFIX = 'b5-';
const STATIC_CACHE = `${PREFIX}static-${__SW_VERSION__}`;
const PAGES_CACHE = `${PREFIX}pages-${__SW_VERSION__}`;
/** Past this, a kept copy of a page is shown while the network answer keeps loading. */
const NETWORK_TIMEOUT_MS = 4000;
const STATIC_PREFIX = '/_next/static/';

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(takeOverUnlessTesting));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([STATIC_CACHE, PAGES_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !current.has(name)) await caches.delete(name);
      }
      // No navigation preload: in Chromium 156 a worker with it enabled kept a waiting new version
      // from taking over after skipWaiting (seen in e2e/pwa.spec.ts), so updates would stall.
      await self.clients.claim();
    })(),
  );
});

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('skip-waiting') }),
  z.object({
    type: z.literal('keep-pages'),
    paths: z
      .array(z.string().check(z.maxLength(200), z.refine(isOfflinePage)))
      .check(z.maxLength(8)),
  }),
]);

self.addEventListener('message', (event) => {
  const message = messageSchema.safeParse(event.data);
  if (!message.success) return;
  if (message.data.type === 'skip-waiting') void self.skipWaiting();
  else event.waitUntil(keepPages(message.data.paths).catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(STATIC_PREFIX)) {
    event.respondWith(staticFile(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(page(event, url));
  }
  // Anything else (API calls, router data requests, images, the manifest) goes to the network
  // untouched and is never stored here.
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  // A rejection tells the browser to try again later, with its own back-off.
  sync.waitUntil(
    flushOutbox().then(({ pending }) => {
      if (pending > 0) throw new Error('Some tests are still waiting for a connection');
    }),
  );
});

/**
 * A new version takes over at once, unless a test page is open: a half-answered test keeps the
 * version (and files) it began with, and the new one waits until the site's tabs are closed or
 * a page tells it the test is over. (Deciding here, not only on a page's request, matters:
 * Chromium left a version waiting after a skipWaiting() that a page asked for while loading.)
 */
async function takeOverUnlessTesting() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const testing = windows.some(
    (client) => splitLocale(new URL(client.url).pathname).path === '/test',
  );
  if (!testing) await self.skipWaiting();
}

async function precache() {
  const cache = await caches.open(STATIC_CACHE);
  await store(cache, __SW_SHELL__, true);
  const { connection } = self.navigator as {
    connection?: { saveData?: boolean; effectiveType?: string };
  };
  if (!prefersLessData(connection)) {
    await store(cache, __SW_ASSETS__, false);
  }
}

/** Caches `urls`, reusing files an earlier version already holds (hashed names never change). */
async function store(cache: Cache, urls: readonly string[], required: boolean) {
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const response = (await caches.match(url)) ?? (await fetch(url));
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await cache.put(url, response);
      } catch (error) {
        if (required) throw error;
      }
    }),
  );
}

async function staticFile(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(STATIC_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

function keepable(pathname: string, response: Response): boolean {
  return (
    isOfflinePage(pathname) &&
    response.status === 200 &&
    response.type === 'basic' &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  );
}

/** Network first; a kept copy when the network fails or is very slow; else the offline page. */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  const key = url.pathname;
  const network = (async () => {
    const response = await fetch(event.request);
    if (keepable(key, response)) {
      const copy = response.clone();
      await (await caches.open(PAGES_CACHE)).put(key, copy);
    }
    return response;
  })();
  event.waitUntil(
    network.then(
      () => undefined,
      () => undefined,
    ),
  );
  const kept = isOfflinePage(key) ? await caches.match(key, { cacheName: PAGES_CACHE }) : undefined;
  try {
    if (!kept) return await network;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS);
    });
    const first = await Promise.race([network, slow]);
    clearTimeout(timer);
    return first ?? kept;
  } catch {
    return kept ?? offlinePage(key);
  }
}

async function offlinePage(pathname: string): Promise<Response> {
  const { locale } = splitLocale(pathname);
  const cache = await caches.open(PAGES_CACHE);
  const kept =
    (await cache.match(localizePath(locale, OFFLINE_PATH))) ?? (await cache.match(OFFLINE_PATH));
  return kept ?? builtInOfflinePage(locale);
}

/** Last resort, before any page was kept: a plain page in the visitor's language. */
function builtInOfflinePage(locale: Locale): Response {
  const texts = __SW_OFFLINE_TEXTS__[locale] ?? { title: 'Offline', text: '' };
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    `<!doctype html><html lang="${escape(locale)}" dir="${directionOf(locale)}"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(texts.title)}</title>` +
    `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
    `<h1>${escape(texts.title)}</h1><p>${escape(texts.text)}</p></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** Keeps copies of the pages a visitor is likely to need offline, and the files they load. */
async function keepPages(paths: readonly string[]) {
  const pages = await caches.open(PAGES_CACHE);
  const files = await caches.open(STATIC_CACHE);
  for (const path of paths) {
    if (await pages.match(path)) continue;
    const response = await fetch(path, { credentials: 'same-origin' });
    if (!keepable(path, response)) continue;
    const html = await response.clone().text();
    await pages.put(path, response);
    const referenced = new Set(html.match(/\/_next\/static\/[\w\-./~]+/g) ?? []);
    await store(files, [...referenced], false);
  }
}
