import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { eventNotFound } from '../domain/single-event.errors.js';
import { eventObject } from './create-single-event.use-case.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';

/** DELETE /api/eventos-unicos/{id} (admin): the event, its sign-ups and its cover go. */
export class DeleteSingleEvent {
  constructor(private readonly deps: { events: SingleEventRepository; storage: FileStorage; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const event = await this.deps.events.findById(id);
    if (!event) throw eventNotFound();
    await this.deps.tx.run(async (trx) => {
      // Sent twice at once, both may read it: the one whose deletion removed nothing was beaten to it.
      if (!(await this.deps.events.delete(id, trx))) throw eventNotFound();
      await this.deps.audit.record(staffChange(actor, 'evento.eliminado', eventObject(event), event, null), trx);
    });
    if (event.imagenPortada) await this.deps.storage.remove(event.imagenPortada);
  }
}
