import type { WaitlistChangeAnswer } from '../../../contracts/entries.views.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { noPlaceToOffer, notQueued, offerAlreadyOpen } from '../domain/championships.errors.js';
import { offerIsLive, placesToOffer } from '../domain/waitlist.js';
import { championshipObject } from './audit-objects.js';
import { lockedChampionship, queueAnswer, type QueueDeps } from './manage-waitlist.js';
import type { OfferFreedPlaces } from './offer-freed-places.js';
import { countPlaces, type PlaceSources } from './place-count.js';

/**
 * POST /api/campeonatos/{id}/lista-espera/{usuarioId}/oferta: an admin offers a free place by hand to
 * a driver of the queue, whatever his position. Only a place nobody holds can be offered.
 */
export class OfferPlace {
  constructor(private readonly deps: QueueDeps & PlaceSources & { offers: OfferFreedPlaces; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, campeonatoId: string, userId: string): Promise<WaitlistChangeAnswer> {
    assertAdmin(actor);
    return this.deps.tx.run(async (trx) => {
      const championship = await lockedChampionship(this.deps, campeonatoId, trx);
      const now = this.deps.clock.now();
      const count = await countPlaces(this.deps, campeonatoId, now, trx);
      const entry = count.queue.find((e) => e.userId === userId);
      if (!entry) throw notQueued();
      if (offerIsLive(entry, now)) throw offerAlreadyOpen();
      if (placesToOffer(count, championship.participantesMaximos) <= 0) throw noPlaceToOffer();
      const [card] = await this.deps.entrants.describe([userId], trx);
      await this.deps.offers.offer(championship, entry, now, card, trx);
      const offered = (await this.deps.waitlist.listFor(campeonatoId, trx)).find((e) => e.userId === userId);
      await this.deps.audit.record(staffChange(actor, 'lista-espera.oferta-enviada', championshipObject(championship), null, { piloto: userId, ofertaVenceEn: offered?.ofertaVenceEn ?? null }), trx);
      return queueAnswer(this.deps, campeonatoId, 'Lugar ofrecido: le avisamos por correo.', trx);
    });
  }
}
