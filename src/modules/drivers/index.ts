/**
 * Drivers: a driver's public page (/pilotos/{id}), composed from what identity, championships and
 * results offer. The only file other modules, the HTTP assembly and the CLI import.
 */
export { driversRoutes } from './adapters/http/drivers.routes.js';
export { driversModule } from './drivers.container.js';
/** Drivers' public tokens: the page use case and the ports the root fills. */
export { DRIVERS } from './drivers.tokens.js';
