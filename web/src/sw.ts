/// <reference lib="webworker" />
/**
 * The site's service worker (docs/adr/0055), built by vite-plugin-pwa (injectManifest) into /sw.js.
 *
 * - The shell (the built index.html, every script, style and icon of this build) is precached as one
 *   version: a deploy is taken whole, on a navigation, never mid-form.
 * - The calendar, the last results, the standings and the driver's own championships are kept as read
 *   (network first, a short wait, then the kept answer stamped with when it was read), in a cache of
 *   the reader's own: a driver's cache is deleted when he signs out or another account signs in.
 * - Payments, entries, admin, uploads and the payments webhook are never touched; no write is.
 * - Push messages show a notification; a tap opens the page it names.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import {
  dataCacheName,
  firstReadsOf,
  isOwnersCache,
  keptReadKind,
  notificationTarget,
  pushPayloadOf,
  servesShellOffline,
} from './pwa/kept-reads';
import { KEPT_AT_HEADER } from './pwa/offline-state';

declare const self: ServiceWorkerGlobalScope;

/** How long a read or a page waits for the network before the kept copy is shown. */
const NETWORK_WAIT_SECONDS = 4;
/** Where the worker remembers whose session the page has (it may be stopped and started at any time). */
const STATE_CACHE = 'parrilla-estado';
const OWNER_KEY = '/__parrilla/usuario';

// `/` is not the precached index.html: online it is the server's page, with its first reads (and, for
// a visitor, rendered); the shell answers only when the network does not (below).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
clientsClaim();

// ---------------------------------------------------------------------------------------------------
// Whose answers are kept

let owner: Promise<string | null> | null = null;

function currentOwner(): Promise<string | null> {
  owner ??= caches
    .open(STATE_CACHE)
    .then((cache) => cache.match(OWNER_KEY))
    .then(async (kept) => (kept ? ((await kept.json()) as { id: string | null }).id : null))
    .catch(() => null);
  return owner;
}

/** The page's session changed (or the server said whose it is): another reader's kept answers go. */
async function setOwner(id: string | null): Promise<void> {
  const before = await currentOwner();
  owner = Promise.resolve(id);
  if (before === id) return;
  const state = await caches.open(STATE_CACHE);
  await state.put(OWNER_KEY, new Response(JSON.stringify({ id }), { headers: { 'content-type': 'application/json' } }));
  for (const name of await caches.keys()) if (isOwnersCache(name) && name !== dataCacheName(id)) await caches.delete(name);
}

/** The user of a session answer (GET /api/auth/session), or null for a visitor. */
function ownerOfSession(answer: unknown): string | null {
  const session = answer as { autenticado?: boolean; user?: { id?: unknown } } | null;
  return session?.autenticado && session.user && typeof session.user.id === 'string' ? session.user.id : null;
}

/** An answer as kept: the same body and headers, stamped with when the server gave it. */
async function stamped(response: Response, at = Date.now()): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(at));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/**
 * Keeps only whole JSON answers of 200, stamped, in the cache of `cacheOwner`; and learns the reader
 * from a session answer, which is kept only in its own reader's cache.
 */
const keepAnswers = (cacheOwner: string | null): WorkboxPlugin => ({
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    if (new URL(request.url).pathname === '/api/auth/session') {
      const id = ownerOfSession(await response.clone().json().catch(() => null));
      await setOwner(id);
      // A visitor's session says nothing worth keeping; another reader's never goes in this cache.
      if (id === null || id !== cacheOwner) return null;
    }
    return stamped(response);
  },
});

/** Kept reads: network first, then the copy in this reader's own cache. */
registerRoute(
  ({ request, url }) => request.method === 'GET' && keptReadKind(url, self.location.origin) !== null,
  async (options) => {
    const { url } = options;
    const id = await currentOwner();
    // A driver's own reads are kept only while the worker knows whose session it is.
    if (keptReadKind(url, self.location.origin) === 'propia' && id === null && url.pathname !== '/api/auth/session') return fetch(options.request);
    const strategy = new NetworkFirst({ cacheName: dataCacheName(id), networkTimeoutSeconds: NETWORK_WAIT_SECONDS, plugins: [keepAnswers(id)] });
    try {
      return await strategy.handle(options);
    } catch (error) {
      // A public read this reader never asked for himself may have come with a page (its first reads,
      // the same for everyone: kept apart, below).
      const kept = id !== null && keptReadKind(url, self.location.origin) === 'publica' ? await caches.match(options.request, { cacheName: dataCacheName(null) }) : undefined;
      if (kept) return kept;
      throw error;
    }
  },
);

// ---------------------------------------------------------------------------------------------------
// Pages

/**
 * Keeps the first reads a page's HTML brought (the page itself never asks for them). The server puts
 * in a page only answers that are the same for everyone (docs/adr/0030), so they are kept with the
 * visitor's, where every reader's public reads look when the network does not answer.
 */
async function keepFirstReads(page: Response): Promise<void> {
  if (!(page.headers.get('content-type') ?? '').includes('html')) return;
  const reads = firstReadsOf(await page.text()).filter(([url]) => keptReadKind(new URL(url, self.location.origin), self.location.origin) === 'publica');
  if (reads.length === 0) return;
  const cache = await caches.open(dataCacheName(null));
  const at = Date.now();
  await Promise.all(
    reads.map(async ([url, answer]) =>
      cache.put(new URL(url, self.location.origin).href, await stamped(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json; charset=utf-8' } }), at)),
    ),
  );
}

function networkWithin(request: Request, seconds: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sin respuesta')), seconds * 1000);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Asks the waiting version to take over and waits (3 s at most) until it is the active one. */
function activate(waiting: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.removeEventListener('statechange', check);
      resolve();
    };
    const check = () => {
      if (waiting.state === 'activating' || waiting.state === 'activated' || waiting.state === 'redundant') done();
    };
    const timer = setTimeout(done, 3000);
    waiting.addEventListener('statechange', check);
    waiting.postMessage({ tipo: 'activar' });
    check();
  });
}

/**
 * A page: from the server (its HTML carries the page's first reads, kept for later); without a
 * connection, the shell of this version, which renders the page from the kept reads. A new version
 * waiting is taken here, on a navigation, when this is the only window of the site: never under a
 * page that is open (it may hold a half-filled form). It activates before the page is asked for, and
 * claims the page as it loads (`clientsClaim`): the page and every file it asks for are the new
 * version's, in one navigation.
 */
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event }) => {
    const waiting = self.registration.waiting;
    if (waiting && (await self.clients.matchAll({ type: 'window' })).length <= 1) await activate(waiting);
    const pathname = new URL(request.url).pathname;
    if (!servesShellOffline(pathname)) return fetch(request);
    try {
      const page = await networkWithin(request, NETWORK_WAIT_SECONDS);
      if (page.ok) (event as ExtendableEvent).waitUntil(keepFirstReads(page.clone()).catch(() => undefined));
      return page;
    } catch (error) {
      // After a new version took over, the shell kept is its own (the old one's entry went with it).
      const shell = (await matchPrecache('/index.html')) ?? (await caches.match('/index.html', { ignoreSearch: true }));
      if (shell) return shell;
      throw error;
    }
  },
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { tipo?: string; usuario?: unknown } | null;
  if (data?.tipo === 'activar') void self.skipWaiting();
  if (data?.tipo === 'usuario') event.waitUntil(setOwner(typeof data.usuario === 'string' ? data.usuario : null));
});

// ---------------------------------------------------------------------------------------------------
// Push

self.addEventListener('push', (event: PushEvent) => {
  let payload = null;
  try {
    payload = pushPayloadOf(event.data?.json());
  } catch {
    payload = null;
  }
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.titulo, {
      body: payload.cuerpo,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-96.png',
      lang: 'es-MX',
      data: { url: payload.url },
      ...(payload.etiqueta ? { tag: payload.etiqueta } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const target = notificationTarget(String((event.notification.data as { url?: unknown } | null)?.url ?? '/'), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
