import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { OfferFreedPlaces } from './offer-freed-places.js';
import type { WaitlistRepository } from './ports/waitlist.repository.port.js';

/**
 * `inscripciones.lista-espera`, every minute: in every championship with a queue, offers that ran
 * out go to the next and places freed by time (a checkout's hold that ended) are offered. Safe on
 * any number of servers at once: each championship's pass runs under its row lock and counts again.
 */
export class WaitlistOffersJob implements ScheduledJob {
  readonly name = 'inscripciones.lista-espera';
  readonly everyMs = 60_000;

  constructor(private readonly deps: { waitlist: WaitlistRepository; offers: OfferFreedPlaces }) {}

  async run(): Promise<string> {
    let offered = 0;
    let lapsed = 0;
    for (const campeonatoId of await this.deps.waitlist.championshipsWithQueue()) {
      const pass = await this.deps.offers.execute(campeonatoId);
      offered += pass.ofrecidos;
      lapsed += pass.vencidos;
    }
    return `${offered} ${offered === 1 ? 'lugar ofrecido' : 'lugares ofrecidos'}, ${lapsed} ${lapsed === 1 ? 'oferta vencida' : 'ofertas vencidas'}`;
  }
}
