import { mexicoCityDay } from '../../../contracts/formats.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { TrackRecord } from '../domain/track-record.entity.js';
import type { HolderAccounts } from './ports/sources.port.js';
import { offeredSuggestion, suggestionGone, type SuggestionSources } from './suggestions.js';
import { toTrackRecordViews, type TrackRecordView } from './track-record-view.js';

/**
 * Accepts a suggestion in one step: the standing record of that circuit and car takes the new holder,
 * time and day (its circuit and car names stay), or a record is created where there was none. The
 * record is compared and written as one step, so of two acceptances at once (a double click) only
 * the first applies it; the other finds the suggestion gone.
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
      if (!(await this.deps.records.updateIfStill(beats.id, { userId: beats.userId, lapTimeMs: beats.lapTimeMs }, fields))) throw suggestionGone();
      record = { ...beats, ...fields };
    } else {
      record = { id: this.deps.newId(), circuit: lap.circuit, car: lap.car, createdAt: now, ...fields };
      if (!(await this.deps.records.insertUnlessSame(record))) throw suggestionGone();
    }
    const [view] = await toTrackRecordViews(this.deps, [record], actor);
    return view!;
  }
}
