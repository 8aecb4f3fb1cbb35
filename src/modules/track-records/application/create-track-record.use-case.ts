import { createTrackRecordSchema } from '../../../contracts/track-records.contract.js';
import { TRACK_RECORD_MSG } from '../../../contracts/track-records.messages.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { TrackRecord } from '../domain/track-record.entity.js';
import { assertNotFuture, holderOf, recordObject } from './record-fields.js';
import type { HolderAccounts, HolderNames } from './ports/sources.port.js';
import type { TrackRecordRepository } from './ports/track-record.repository.port.js';
import { toTrackRecordViews, type TrackRecordView } from './track-record-view.js';

export class CreateTrackRecord {
  constructor(private readonly deps: { records: TrackRecordRepository; names: HolderNames; accounts: HolderAccounts; clock: Clock; newId: IdGenerator; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, input: unknown): Promise<TrackRecordView> {
    assertAdmin(actor);
    const fields = parseOrThrow(createTrackRecordSchema, input);
    const holder = await holderOf(this.deps.accounts, fields.user);
    assertNotFuture(this.deps.clock, fields.recordDate);
    const now = this.deps.clock.now().toISOString();
    const record: TrackRecord = {
      id: this.deps.newId(),
      userId: holder.id,
      circuit: fields.circuit,
      car: fields.car,
      lapTimeMs: fields.lapTime,
      recordDate: fields.recordDate,
      origen: 'manual',
      subsessionId: null,
      createdAt: now,
      updatedAt: now,
    };
    // A second press or a retry: the same holder, circuit, car and time is the same record.
    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.records.insertUnlessSame(record, trx))) throw new ConflictError('TRACK_RECORD_EXISTS', TRACK_RECORD_MSG.alreadyRecorded, { lapTime: TRACK_RECORD_MSG.alreadyRecorded });
      await this.deps.audit.record(staffChange(actor, 'record.creado', recordObject(record), null, record), trx);
    });
    const [view] = await toTrackRecordViews(this.deps, [record], actor);
    return view!;
  }
}
