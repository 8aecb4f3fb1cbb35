/** Sponsors: the logos on the home page and their administration. */
export type { SponsorView } from './application/sponsor-view.js';
export { sponsorsRoutes } from './adapters/http/sponsors.routes.js';
export { sponsorsModule } from './sponsors.container.js';
export { SPONSORS } from './sponsors.tokens.js';
