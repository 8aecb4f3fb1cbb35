/**
 * Audit: the log of every staff write, sign-in, failed sign-in and second-factor change ('Bitácora',
 * docs/adr/0051). Other modules record through PLATFORM.AuditTrail, which this module fills.
 */
export { auditCsv, type AuditLine } from './application/read-audit-log.use-case.js';
export { auditRoutes } from './adapters/http/audit.routes.js';
export { auditModule } from './audit.container.js';
export { AuditEntriesAbout } from './application/entries-about.js';
/** Audit's public tokens; its store stays private (audit.private-tokens.ts). */
export { AUDIT } from './audit.tokens.js';
