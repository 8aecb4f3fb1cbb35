import type { WaitlistChangeAnswer } from '../../../contracts/entries.views.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { noOpenOffer, notQueued } from '../domain/championships.errors.js';
import { offerIsLive } from '../domain/waitlist.js';
import { championshipObject } from './audit-objects.js';
import { lockedChampionship, queueAnswer, type QueueDeps } from './manage-waitlist.js';
import type { OfferFreedPlaces } from './offer-freed-places.js';
import { offerEndedMail } from './waitlist-mails.js';

/**
 * DELETE /api/campeonatos/{id}/lista-espera/{usuarioId}/oferta: an admin ends an open offer early.
 * The driver leaves the queue and is told; the place goes to the next, in the same transaction.
 */
export class EndOffer {
  constructor(private readonly deps: QueueDeps & { offers: OfferFreedPlaces; outbox: MailOutbox; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, campeonatoId: string, userId: string): Promise<WaitlistChangeAnswer> {
    assertAdmin(actor);
    return this.deps.tx.run(async (trx) => {
      const championship = await lockedChampionship(this.deps, campeonatoId, trx);
      const entry = (await this.deps.waitlist.listFor(campeonatoId, trx)).find((e) => e.userId === userId);
      if (!entry) throw notQueued();
      if (!offerIsLive(entry, this.deps.clock.now())) throw noOpenOffer();
      await this.deps.waitlist.remove(campeonatoId, userId, trx);
      await this.deps.waitlist.recordOutcome({ campeonatoId, userId, resultado: 'rechazada', ofertaVenceEn: entry.ofertaVenceEn!, decididaEn: this.deps.clock.now().toISOString() }, trx);
      await this.deps.audit.record(staffChange(actor, 'lista-espera.oferta-retirada', championshipObject(championship), { piloto: userId, ofertaVenceEn: entry.ofertaVenceEn }, null), trx);
      const [card] = await this.deps.entrants.describe([userId], trx);
      if (card && !card.deleted && card.email) {
        await this.deps.outbox.enqueue(offerEndedMail({ to: card.email, nombre: card.nombre, championship: championship.nombreCampeonato, link: this.deps.offers.link(championship) }), trx);
      }
      const pass = await this.deps.offers.inTransaction(campeonatoId, trx);
      return queueAnswer(this.deps, campeonatoId, pass.ofrecidos > 0 ? 'Oferta terminada: el lugar pasó al siguiente de la lista.' : 'Oferta terminada.', trx);
    });
  }
}
