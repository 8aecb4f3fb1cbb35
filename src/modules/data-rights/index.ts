/**
 * Data rights: the ARCO requests (access, rectification, cancellation, opposition) with their legal
 * deadline, the download of everything the site holds about a person, and cancellation in two stages
 * (blocking, then deletion when retention ends), run over the registry of personal data
 * (src/personal-data.registry.ts; docs/adr/0054). The only file other modules, the HTTP assembly and the CLI import.
 */
export { dataRightsRoutes } from './adapters/http/data-rights.routes.js';
export { dataRightsModule } from './data-rights.container.js';
export { DATA_RIGHTS } from './data-rights.tokens.js';
export type { OpenMatter, PersonalDataSection } from './domain/personal-data-section.js';
export { coversColumn, PERSON_COLUMN } from './domain/personal-data-section.js';
export type { AuditEntriesSection, ExportSection, Person, PersonDirectory, PurgeStep } from './application/ports/data-rights.ports.js';
export type { PurgePlanEntry } from './application/cancellation.use-cases.js';
