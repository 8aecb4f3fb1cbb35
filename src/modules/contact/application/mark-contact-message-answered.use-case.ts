import { contactAnsweredSchema } from '../../../contracts/contact.contract.js';
import type { ContactMessageView } from '../../../contracts/contact.views.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { contactMessageNotFound, toContactMessageView } from './contact-message-view.js';
import type { ContactMessageRepository } from './ports/contact-message.repository.port.js';

/**
 * Marks a message answered (with who and when) or back to pending. Answering also counts as read.
 * Marking it as it already is changes nothing.
 */
export class MarkContactMessageAnswered {
  constructor(private readonly deps: { messages: ContactMessageRepository; clock: Clock; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string, raw: unknown): Promise<ContactMessageView> {
    assertAdmin(actor);
    const { respondido } = parseOrThrow(contactAnsweredSchema, raw ?? {});
    const found = await this.deps.messages.findById(id);
    if (!found) throw contactMessageNotFound();
    if (respondido === Boolean(found.answeredAt)) return toContactMessageView(found);
    const at = this.deps.clock.now().toISOString();
    await this.deps.tx.run(async (trx) => {
      if (respondido && !found.readAt) await this.deps.messages.markRead(id, at, trx);
      await this.deps.messages.setAnswered(id, respondido ? { at, by: actor.id } : null, trx);
      const cambios = [{ campo: 'respondido', antes: !respondido, despues: respondido }];
      await this.deps.audit.record({ actor, accion: respondido ? 'mensaje-contacto.respondido' : 'mensaje-contacto.pendiente', objeto: { tipo: 'mensaje-contacto', id, nombre: found.email }, cambios }, trx);
    });
    return toContactMessageView((await this.deps.messages.findById(id))!);
  }
}
