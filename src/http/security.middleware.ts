import helmet from 'koa-helmet';
import type { Middleware } from 'koa';
import { APP_LOADER_CSP_SOURCE } from './app-loader.js';

type HelmetOptions = NonNullable<Parameters<typeof helmet>[0]>;

/**
 * The content security policy admits exactly what the product embeds: the site's own overlays, YouTube players and
 * thumbnails, Stripe's checkout script and frames, the OpenID provider's avatars, and the site's own
 * service worker and app manifest.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      // The inline loader of a rendered page's code, by its hash (src/http/app-loader.ts).
      'script-src': ["'self'", APP_LOADER_CSP_SOURCE, 'https://js.stripe.com'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://img.youtube.com', 'https://*.googleusercontent.com', 'https://*.stripe.com'],
      // 'self': the 'Transmisión' page previews the site's own overlays in a frame (docs/adr/0059).
      'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      // The site's own service worker and app manifest (docs/adr/0055), nobody else's.
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'form-action': ["'self'", 'https://checkout.stripe.com'],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/** Security headers on every answer. */
export function securityHeaders(): Middleware {
  return helmet(OPTIONS) as Middleware;
}

/**
 * The headers `securityHeaders()` sets, in its order, for the answers written outside Koa (the kept
 * public reads' fast path). They depend on nothing in the request: helmet is run once over a stand-in
 * response and what it set is recorded.
 */
export function securityHeaderList(): Array<[string, string]> {
  const set = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | string[]) => set.set(name, Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => set.delete(name),
    getHeader: (name: string) => set.get(name),
  };
  // helmet writes its headers before it calls back: they are all set when this call returns.
  void (securityHeaders() as unknown as (ctx: unknown, next: () => Promise<void>) => Promise<void>)({ req: { headers: {} }, res }, async () => {});
  if (set.size === 0) throw new Error('securityHeaderList: helmet no escribió ninguna cabecera');
  return [...set];
}
