import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { trackRecordNotFound } from '../domain/track-record.entity.js';
import { recordObject } from './record-fields.js';
import type { TrackRecordRepository } from './ports/track-record.repository.port.js';

export class DeleteTrackRecord {
  constructor(private readonly deps: { records: TrackRecordRepository; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const record = await this.deps.records.findById(id);
    if (!record) throw trackRecordNotFound();
    await this.deps.tx.run(async (trx) => {
      // Sent twice at once, both may read it: the one whose deletion removed nothing was beaten to it.
      if (!(await this.deps.records.delete(id, trx))) throw trackRecordNotFound();
      await this.deps.audit.record(staffChange(actor, 'record.eliminado', recordObject(record), record, null), trx);
    });
  }
}
