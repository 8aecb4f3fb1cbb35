import { mexicoCityDay } from '../../../contracts/formats.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { TrackRecord } from '../domain/track-record.entity.js';
import type { HolderAccounts } from './ports/sources.port.js';
import { recordObject } from './record-fields.js';
import { offeredSuggestion, suggestionGone, type SuggestionSources } from './suggestions.js';
import { toTrackRecordViews, type TrackRecordView } from './track-record-view.js';

/**
 * Accepts a suggestion in one step: the standing record of that circuit and car takes the new holder,
 * time and day (its circuit and car names stay), or a record is created where there was none. The
 * record is compared and written as one step, so of two acceptances at once (a double click) only
 * the first applies it; the other finds the suggestion gone.
 */
export class AcceptTrackRecordSuggestion {
  constructor(private readonly deps: SuggestionSources & { accounts: HolderAccounts; clock: Clock; newId: IdGenerator; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, suggestionId: string): Promise<TrackRecordView> {
    assertAdmin(actor);
    const { lap, beats } = await offeredSuggestion(this.deps, suggestionId);
    const now = this.deps.clock.now().toISOString();
    const fields = { userId: lap.userId, lapTimeMs: lap.lapTimeMs, recordDate: mexicoCityDay(lap.startTime), origen: 'resultados' as const, subsessionId: lap.subsessionId, updatedAt: now };
    const record: TrackRecord = beats ? { ...beats, ...fields } : { id: this.deps.newId(), circuit: lap.circuit, car: lap.car, createdAt: now, ...fields };
    await this.deps.tx.run(async (trx) => {
      if (beats) {
        if (!(await this.deps.records.updateIfStill(beats.id, { userId: beats.userId, lapTimeMs: beats.lapTimeMs }, fields, trx))) throw suggestionGone();
      } else if (!(await this.deps.records.insertUnlessSame(record, trx))) throw suggestionGone();
      await this.deps.audit.record(staffChange(actor, 'sugerencia-record.aceptada', recordObject(record), beats ?? null, record), trx);
    });
    const [view] = await toTrackRecordViews(this.deps, [record], actor);
    return view!;
  }
}
