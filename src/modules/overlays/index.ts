/**
 * Overlays for a stream (OBS 'Browser source'): pages of the league's public data that update
 * themselves through the change feed, and the event stream they listen on (docs/adr/0058). The only
 * file other modules, the HTTP assembly and the CLI import.
 */
export { overlaysRoutes, OVERLAY_PAGES_PREFIX } from './adapters/http/overlays.routes.js';
export { overlaysModule } from './overlays.container.js';
export { OVERLAYS } from './overlays.tokens.js';
