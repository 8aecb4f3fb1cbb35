import { mexicoCityDay } from '../../../contracts/formats.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { TrackRecord } from '../domain/track-record.entity.js';
import type { HolderAccounts } from './ports/sources.port.js';
import { offeredSuggestion, type SuggestionSources } from './suggestions.js';
import { toTrackRecordViews, type TrackRecordView } from './track-record-view.js';

/**
 * Accepts a suggestion in one step: the standing record of that circuit and car takes the new holder,
 * time and day (its circuit and car names stay), or a record is created where there was none.
 */
export class AcceptTrackRecordSuggestion {
  constructor(private readonly deps: SuggestionSources & { accounts: HolderAccounts; clock: Clock; newId: IdGenerator }) {}

  async execute(actor: Actor, suggestionId: string): Promise<TrackRecordView> {
    assertAdmin(actor);
    const { lap, beats } = await offeredSuggestion(this.deps, suggestionId);
    const now = this.deps.clock.now().toISOString();
    const fields = { userId: lap.userId, lapTimeMs: lap.lapTimeMs, recordDate: mexicoCityDay(lap.startTime), origen: 'resultados' as const, subsessionId: lap.subsessionId, updatedAt: now };
    let record: TrackRecord;
    if (beats) {
      await this.deps.records.update(beats.id, fields);
      record = { ...beats, ...fields };
    } else {
      record = { id: this.deps.newId(), circuit: lap.circuit, car: lap.car, createdAt: now, ...fields };
      await this.deps.records.insert(record);
    }
    const [view] = await toTrackRecordViews(this.deps, [record], actor);
    return view!;
  }
}
