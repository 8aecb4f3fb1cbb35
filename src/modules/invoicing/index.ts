/**
 * Invoicing: drivers ask for the CFDI ('factura') of a completed payment within its month; admins work
 * the queue 'Facturas por emitir', attach the PDF and XML they issued, and the driver downloads them.
 * The only file other modules, the HTTP assembly and the CLI import.
 */
export { invoicingRoutes } from './adapters/http/invoicing.routes.js';
export { invoicingModule } from './invoicing.container.js';
/** Invoicing's public tokens; its repository stays private (invoicing.private-tokens.ts). */
export { INVOICING } from './invoicing.tokens.js';
