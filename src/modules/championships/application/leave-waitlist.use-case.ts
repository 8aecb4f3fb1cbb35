import type { MessageAnswer } from '../../../contracts/api.views.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { championshipNotFound, notQueued } from '../domain/championships.errors.js';
import { offerIsLive } from '../domain/waitlist.js';
import type { OfferFreedPlaces } from './offer-freed-places.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { WaitlistRepository } from './ports/waitlist.repository.port.js';

/**
 * DELETE /api/campeonatos/{id}/lista-espera: a driver leaves the queue. A place he had been offered
 * goes to the next in the same transaction.
 */
export class LeaveWaitlist {
  constructor(private readonly deps: { championships: ChampionshipRepository; waitlist: WaitlistRepository; offers: OfferFreedPlaces; clock: Clock; tx: TransactionRunner }) {}

  async execute(actor: Actor, campeonatoId: string): Promise<MessageAnswer & { success: true }> {
    assertMayAct(actor);
    return this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      const entry = (await this.deps.waitlist.listFor(campeonatoId, trx)).find((e) => e.userId === actor.id);
      if (!entry) throw notQueued();
      await this.deps.waitlist.remove(campeonatoId, actor.id, trx);
      const now = this.deps.clock.now();
      if (offerIsLive(entry, now)) {
        await this.deps.waitlist.recordOutcome({ campeonatoId, userId: actor.id, resultado: 'rechazada', ofertaVenceEn: entry.ofertaVenceEn!, decididaEn: now.toISOString() }, trx);
        await this.deps.offers.inTransaction(campeonatoId, trx);
      }
      return { success: true, message: 'Saliste de la lista de espera.' };
    });
  }
}
