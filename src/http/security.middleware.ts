import helmet from 'koa-helmet';
import type { Middleware } from 'koa';

/**
 * Security headers. The content security policy admits exactly what the product embeds: YouTube
 * players and thumbnails, Stripe's checkout script and frames, and the OpenID provider's avatars.
 */
export function securityHeaders(): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://js.stripe.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://img.youtube.com', 'https://*.googleusercontent.com', 'https://*.stripe.com'],
        'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
        'connect-src': ["'self'", 'https://api.stripe.com'],
        'form-action': ["'self'", 'https://checkout.stripe.com'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  }) as Middleware;
}
