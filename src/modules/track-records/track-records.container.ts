import { ContainerModule, type ResolutionContext } from 'inversify';
import { classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexKeptLaps } from './adapters/persistence/kept-laps.knex.js';
import { KnexTrackRecordRepository } from './adapters/persistence/track-record.repository.knex.js';
import { AcceptTrackRecordSuggestion } from './application/accept-suggestion.use-case.js';
import { CreateTrackRecord } from './application/create-track-record.use-case.js';
import { DeleteTrackRecord } from './application/delete-track-record.use-case.js';
import { DismissTrackRecordSuggestion } from './application/dismiss-suggestion.use-case.js';
import { KeepImportedLaps } from './application/keep-imported-laps.js';
import { GetTrackRecord } from './application/get-track-record.use-case.js';
import { ListTrackRecordSuggestions } from './application/list-suggestions.use-case.js';
import { ListTrackRecords } from './application/list-track-records.use-case.js';
import { UpdateTrackRecord } from './application/update-track-record.use-case.js';
import { TRACK_RECORDS_PRIVATE } from './track-records.private-tokens.js';
import { TRACK_RECORDS } from './track-records.tokens.js';

/** Binds track records' own tokens only; its ports to identity are filled by the composition root. */
export const trackRecordsModule = new ContainerModule(({ bind }) => {
  bind(TRACK_RECORDS_PRIVATE.Repository).toDynamicValue((ctx) => new KnexTrackRecordRepository(ctx.get(PLATFORM.Knex)));
  bind(TRACK_RECORDS_PRIVATE.KeptLaps).toDynamicValue((ctx) => new KnexKeptLaps(ctx.get(PLATFORM.Knex)));
  // Its own dependencies only: results resolves it for its import and deletion.
  bind(TRACK_RECORDS.KeepImportedLaps).toDynamicValue((ctx) => new KeepImportedLaps({ laps: ctx.get(TRACK_RECORDS_PRIVATE.KeptLaps) }));

  const deps = (ctx: ResolutionContext) => ({
    records: ctx.get(TRACK_RECORDS_PRIVATE.Repository),
    accounts: ctx.get(TRACK_RECORDS.Accounts),
    names: ctx.get(TRACK_RECORDS.Names),
    iracing: ctx.get(TRACK_RECORDS.IracingHolders),
    laps: ctx.get(TRACK_RECORDS_PRIVATE.KeptLaps),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
  });
  const useCase = classBinder(bind, deps);
  useCase(TRACK_RECORDS.List, ListTrackRecords);
  useCase(TRACK_RECORDS.Get, GetTrackRecord);
  useCase(TRACK_RECORDS.Create, CreateTrackRecord);
  useCase(TRACK_RECORDS.Update, UpdateTrackRecord);
  useCase(TRACK_RECORDS.Delete, DeleteTrackRecord);
  useCase(TRACK_RECORDS.ListSuggestions, ListTrackRecordSuggestions);
  useCase(TRACK_RECORDS.AcceptSuggestion, AcceptTrackRecordSuggestion);
  useCase(TRACK_RECORDS.DismissSuggestion, DismissTrackRecordSuggestion);
});
