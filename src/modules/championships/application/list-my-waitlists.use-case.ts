import type { MyWaitlistsAnswer } from '../../../contracts/entries.views.js';
import type { Clock } from '../../../platform/clock.js';
import type { Actor } from '../../identity/index.js';
import { centsToPesos, isEnrolmentOpen } from '../domain/championship.entity.js';
import { offerIsLive, positionOf } from '../domain/waitlist.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { WaitlistRepository } from './ports/waitlist.repository.port.js';

/** GET /api/campeonatos/mis-listas-espera: the queues the signed-in driver is in, his place and any open offer, for his profile. */
export class ListMyWaitlists {
  constructor(private readonly deps: { championships: ChampionshipRepository; waitlist: WaitlistRepository; clock: Clock }) {}

  async execute(actor: Actor): Promise<MyWaitlistsAnswer> {
    const now = this.deps.clock.now();
    const data = [];
    for (const own of await this.deps.waitlist.ofUser(actor.id)) {
      const [championship, queue] = await Promise.all([this.deps.championships.findById(own.campeonatoId), this.deps.waitlist.listFor(own.campeonatoId)]);
      if (!championship) continue;
      data.push({
        campeonatoId: championship.id,
        nombreCampeonato: championship.nombreCampeonato,
        precio: centsToPesos(championship.precioCentavos),
        posicion: positionOf(queue, actor.id) ?? 0,
        total: queue.length,
        ofertaVenceEn: offerIsLive(own, now) ? own.ofertaVenceEn : null,
      });
    }
    // Offers that ended without his entry, where enrolment is still open: the profile says what happened.
    const ofertasTerminadas = [];
    for (const outcome of await this.deps.waitlist.outcomesOfUser(actor.id)) {
      if (outcome.resultado === 'aceptada' || data.some((d) => d.campeonatoId === outcome.campeonatoId)) continue;
      const championship = await this.deps.championships.findById(outcome.campeonatoId);
      if (!championship || !isEnrolmentOpen(championship, now)) continue;
      ofertasTerminadas.push({ campeonatoId: championship.id, nombreCampeonato: championship.nombreCampeonato, resultado: outcome.resultado, ofertaVenceEn: outcome.ofertaVenceEn, fecha: outcome.decididaEn });
    }
    return { success: true, data, ofertasTerminadas };
  }
}
