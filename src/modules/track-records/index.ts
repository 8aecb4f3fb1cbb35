/**
 * Track records: the fastest lap of each circuit and car, typed by administrators or accepted from
 * the imported results ('Sugerido desde resultados'). The only file others import.
 */
export type { TrackRecordView } from './application/track-record-view.js';
export type { HolderAccounts, HolderNames, ImportedLap, IracingHolders } from './application/ports/sources.port.js';
export type { KeepImportedLaps } from './application/keep-imported-laps.js';
export { trackRecordsRoutes } from './adapters/http/track-records.routes.js';
export { trackRecordsModule } from './track-records.container.js';
/** Track records' public tokens; its repository stays private (track-records.private-tokens.ts). */
export { TRACK_RECORDS } from './track-records.tokens.js';
