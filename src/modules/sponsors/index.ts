/** Sponsors: the logos on the home page and their administration. */
export type { SponsorView } from './application/sponsor-view.js';
export { sponsorsRoutes } from './adapters/http/sponsors.routes.js';
export { sponsorsModule } from './sponsors.container.js';
/** Sponsors' public tokens; its repository stays private (sponsors.private-tokens.ts). */
export { SPONSORS } from './sponsors.tokens.js';
