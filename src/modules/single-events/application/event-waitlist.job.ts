import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { OfferEventPlaces } from './offer-event-places.js';
import type { EventWaitlistRepository } from './ports/event-waitlist.repository.port.js';

/** `eventos.lista-espera`, every minute: lapsed offers of free events go to the next in their queues. Safe on any number of servers. */
export class EventWaitlistJob implements ScheduledJob {
  readonly name = 'eventos.lista-espera';
  readonly everyMs = 60_000;

  constructor(private readonly deps: { waitlist: EventWaitlistRepository; offers: OfferEventPlaces }) {}

  async run(): Promise<string> {
    let offered = 0;
    let lapsed = 0;
    for (const eventId of await this.deps.waitlist.eventsWithQueue()) {
      const pass = await this.deps.offers.execute(eventId);
      offered += pass.ofrecidos;
      lapsed += pass.vencidos;
    }
    return `${offered} ${offered === 1 ? 'lugar ofrecido' : 'lugares ofrecidos'}, ${lapsed} ${lapsed === 1 ? 'oferta vencida' : 'ofertas vencidas'}`;
  }
}
