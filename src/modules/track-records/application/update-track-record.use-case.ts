import { updateTrackRecordSchema } from '../../../contracts/track-records.contract.js';
import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { trackRecordNotFound, type TrackRecord } from '../domain/track-record.entity.js';
import { assertNotFuture, holderOf, recordObject } from './record-fields.js';
import type { HolderAccounts, HolderNames } from './ports/sources.port.js';
import type { TrackRecordRepository } from './ports/track-record.repository.port.js';
import { toTrackRecordViews, type TrackRecordView } from './track-record-view.js';

/** Changes any of the fields; a refused one changes nothing. */
export class UpdateTrackRecord {
  constructor(private readonly deps: { records: TrackRecordRepository; names: HolderNames; accounts: HolderAccounts; clock: Clock; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string, input: unknown): Promise<TrackRecordView> {
    assertAdmin(actor);
    const fields = parseOrThrow(updateTrackRecordSchema, input);
    const current = await this.deps.records.findById(id);
    if (!current) throw trackRecordNotFound();
    const patch: Partial<TrackRecord> = { updatedAt: this.deps.clock.now().toISOString() };
    if (fields.user !== undefined) patch.userId = (await holderOf(this.deps.accounts, fields.user)).id;
    if (fields.recordDate !== undefined) {
      assertNotFuture(this.deps.clock, fields.recordDate);
      patch.recordDate = fields.recordDate;
    }
    if (fields.circuit !== undefined) patch.circuit = fields.circuit;
    if (fields.car !== undefined) patch.car = fields.car;
    if (fields.lapTime !== undefined) patch.lapTimeMs = fields.lapTime;
    await this.deps.tx.run(async (trx) => {
      await this.deps.records.update(id, patch, trx);
      // The same form saved again changes nothing and records nothing.
      const cambios = changesBetween(current, { ...current, ...patch });
      if (cambios.length > 0) await this.deps.audit.record({ actor, accion: 'record.editado', objeto: recordObject({ ...current, ...patch }), cambios }, trx);
    });
    const [view] = await toTrackRecordViews(this.deps, [{ ...current, ...patch }], actor);
    return view!;
  }
}
