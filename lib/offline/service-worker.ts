/**
 * The site's service worker, built on Serwist and bundled to /sw.js by scripts/build-sw.mjs after
 * `next build`: Serwist's injectManifest writes in the precache manifest (every file of the build
 * under /_next/static), the script the build id and the offline texts. It keeps the site usable
 * offline:
 * - the build's files are precached when it installs, unless the visitor saves data: then each
 *   file is kept when a page first loads it. They are served from the cache first (their names
 *   change with content);
 * - pages are fetched from the network first and kept for offline use (never results,
 *   comparisons or API answers); without a network a kept copy or the offline page answers;
 * - tests finished offline are sent by Background Sync (lib/offline/browser/outbox.ts);
 * - caches of older versions are deleted when a new version takes over.
 */
import {
  CacheFirst,
  CacheableResponsePlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import * as z from 'zod/mini';
import { directionOf, type Locale } from '../i18n/locales';
import { localizePath, splitLocale } from '../i18n/paths';
import { prefersLessData } from './browser/connection';
import { SYNC_TAG, flushOutbox } from './browser/outbox';
import { OFFLINE_PATH, isOfflinePage } from './pages';

declare const self: ServiceWorkerGlobalScope & {
  /** The precache manifest: replaced by the list of the build's files when the worker is built. */
  readonly __SW_MANIFEST: PrecacheEntry[];
};
declare const __SW_VERSION__: string;
/** Title and text of the built-in offline page per locale, for when no copy is cached. */
declare const __SW_OFFLINE_TEXTS__: Record<string, { title: string; text: string }>;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const PREFIX = 'b5-';
/** The build's files: Serwist's precache, and any other /_next/static file a page loads. */
const STATIC_CACHE = `${PREFIX}static-${__SW_VERSION__}`;
const PAGES_CACHE = `${PREFIX}pages-${__SW_VERSION__}`;
/** Past this, a kept copy of a page is shown while the network answer keeps loading. */
const NETWORK_TIMEOUT_SECONDS = 4;
const STATIC_PREFIX = '/_next/static/';

/** The key a build file or a page is kept under: its address without query or fragment. */
function keyOf(url: string): string {
  const { origin, pathname } = new URL(url, self.location.href);
  return origin + pathname;
}

function savesData(): boolean {
  const { connection } = self.navigator as {
    connection?: { saveData?: boolean; effectiveType?: string };
  };
  return prefersLessData(connection);
}

/**
 * At install, a file that an earlier version already holds is copied from its cache instead of
 * downloaded again: the build's file names change with their content.
 */
const reuseEarlierCopies: SerwistPlugin = {
  async cachedResponseWillBeUsed({ cacheName, request, cachedResponse, event }) {
    if (cachedResponse || event.type !== 'install') return cachedResponse;
    const earlier = await caches.match(request);
    if (earlier) await (await caches.open(cacheName)).put(request, earlier.clone());
    return earlier;
  },
};

/**
 * A file of the manifest that is not cached yet (the visitor saved data when the worker
 * installed) is kept once a page loads it, under the key the precache looks it up by.
 */
const keepLoadedFiles: SerwistPlugin = {
  fetchDidSucceed({ request, response, event }) {
    if (event.type !== 'install' && response.status === 200 && response.type === 'basic') {
      const copy = response.clone();
      event.waitUntil(
        caches.open(STATIC_CACHE).then((cache) => cache.put(keyOf(request.url), copy)),
      );
    }
    return response;
  },
};

function keepable(pathname: string, response: Response): boolean {
  return (
    isOfflinePage(pathname) &&
    response.status === 200 &&
    response.type === 'basic' &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  );
}

/** What may be kept of pages, under which key, and what answers when nothing can. */
const pagePolicy: SerwistPlugin = {
  cacheKeyWillBeUsed: ({ request }) => keyOf(request.url),
  cacheWillUpdate: ({ request, response }) =>
    keepable(new URL(request.url).pathname, response) ? response : null,
  handlerDidError: ({ request }) => offlinePage(new URL(request.url).pathname),
};

/** Network first; a kept copy when the network fails or is very slow; else the offline page. */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [pagePolicy],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cacheName: STATIC_CACHE,
    plugins: [reuseEarlierCopies, keepLoadedFiles],
    // A query never changes a file whose name is its content's hash.
    ignoreURLParametersMatching: [/./],
    cleanURLs: false,
  },
  // No navigation preload: in Chromium 156 a worker with it enabled kept a waiting new version
  // from taking over after skipWaiting (seen in e2e/pwa.spec.ts), so updates would stall.
  navigationPreload: false,
  // Taking over is decided at install (takeOverUnlessTesting) or asked for by a page. With this
  // off, Serwist also answers its own { type: 'SKIP_WAITING' } message, as 'skip-waiting' below.
  skipWaiting: false,
  runtimeCaching: [
    {
      // Files of the build outside the manifest.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(STATIC_PREFIX),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        matchOptions: { ignoreSearch: true },
        plugins: [new CacheableResponsePlugin({ statuses: [200] })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: pages,
    },
    // Anything else (API calls, router data requests, images, the manifest) matches no route: it
    // goes to the network untouched and is never stored here.
  ],
});

self.addEventListener('install', (event) => {
  const precached = savesData() ? Promise.resolve() : serwist.handleInstall(event);
  event.waitUntil(precached.then(takeOverUnlessTesting));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([STATIC_CACHE, PAGES_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && !current.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', serwist.handleFetch);

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
  else event.waitUntil(keepPages(message.data.paths, event).catch(() => undefined));
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

/**
 * Keeps copies of the pages a visitor is likely to need offline, and the build files they
 * reference, through the same routes as the browser's own requests.
 */
async function keepPages(paths: readonly string[], event: ExtendableEvent) {
  const kept = await caches.open(PAGES_CACHE);
  for (const path of paths) {
    if (await kept.match(path)) continue;
    const [answered, done] = pages.handleAll({ event, request: new Request(path) });
    const response = await answered;
    await done;
    // Not kept: the network failed (the answer is the offline page) or the page is not keepable.
    if (!(await kept.match(path))) continue;
    const html = await response.text();
    const files = new Set(html.match(/\/_next\/static\/[\w\-./~]+/g) ?? []);
    // A file that cannot be fetched now is kept later, when a page loads it.
    await Promise.allSettled(
      [...files].map((url) => serwist.handleRequest({ event, request: new Request(url) })),
    );
  }
}
