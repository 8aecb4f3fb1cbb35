import type { ServiceIdentifier } from 'inversify';
import type { AcceptTrackRecordSuggestion } from './application/accept-suggestion.use-case.js';
import type { CreateTrackRecord } from './application/create-track-record.use-case.js';
import type { DeleteTrackRecord } from './application/delete-track-record.use-case.js';
import type { DismissTrackRecordSuggestion } from './application/dismiss-suggestion.use-case.js';
import type { GetTrackRecord } from './application/get-track-record.use-case.js';
import type { ListTrackRecordSuggestions } from './application/list-suggestions.use-case.js';
import type { ListTrackRecords } from './application/list-track-records.use-case.js';
import type { KeepImportedLaps } from './application/keep-imported-laps.js';
import type { HolderAccounts, HolderNames, IracingHolders } from './application/ports/sources.port.js';
import type { UpdateTrackRecord } from './application/update-track-record.use-case.js';

const token = <T>(name: string) => Symbol.for(`track-records.${name}`) as ServiceIdentifier<T>;

/**
 * Track records' public face: its use cases and the ports it needs filled, which only the composition
 * root (src/container.ts) binds. Its repository is in track-records.private-tokens.ts.
 */
export const TRACK_RECORDS = {
  /** Port filled by the composition root: live accounts by id or e-mail address (IDENTITY.Accounts). */
  Accounts: token<HolderAccounts>('Accounts'),
  /** Port filled by the composition root: accounts' public names (IDENTITY.FindDrivers). */
  Names: token<HolderNames>('Names'),
  /** Port filled by the composition root: accounts by iRacing customer id (IDENTITY.IracingAccounts). */
  IracingHolders: token<IracingHolders>('IracingHolders'),
  /** Offered: keeps the imported results' best laps, told by results as events are stored and deleted (docs/adr/0062). */
  KeepImportedLaps: token<KeepImportedLaps>('KeepImportedLaps'),
  List: token<ListTrackRecords>('List'),
  Get: token<GetTrackRecord>('Get'),
  Create: token<CreateTrackRecord>('Create'),
  Update: token<UpdateTrackRecord>('Update'),
  Delete: token<DeleteTrackRecord>('Delete'),
  ListSuggestions: token<ListTrackRecordSuggestions>('ListSuggestions'),
  AcceptSuggestion: token<AcceptTrackRecordSuggestion>('AcceptSuggestion'),
  DismissSuggestion: token<DismissTrackRecordSuggestion>('DismissSuggestion'),
};
