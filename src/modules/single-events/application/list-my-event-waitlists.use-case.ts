import type { MyEventWaitlistsAnswer, MyEventWaitlistView } from '../../../contracts/single-events.views.js';
import type { Clock } from '../../../platform/clock.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { offerIsLive } from '../domain/event-waitlist.js';
import { hasStarted, startInstant } from '../domain/single-event.entity.js';
import type { EventWaitlistRepository } from './ports/event-waitlist.repository.port.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';

/**
 * GET /api/eventos-unicos/mis-listas-espera: the queues of events still to start that the signed-in
 * driver is in, his place and any open offer with its deadline, for his profile (beside the
 * championships' ones), soonest event first.
 */
export class ListMyEventWaitlists {
  constructor(private readonly deps: { events: SingleEventRepository; waitlist: EventWaitlistRepository; clock: Clock }) {}

  async execute(actor: Actor): Promise<MyEventWaitlistsAnswer> {
    assertMayAct(actor);
    const now = this.deps.clock.now();
    const own = await this.deps.waitlist.ofUser(actor.id);
    const queues = await this.deps.waitlist.listFor(own.map((e) => e.eventId));
    const data: MyEventWaitlistView[] = [];
    for (const entry of own) {
      const event = await this.deps.events.findById(entry.eventId);
      if (!event || hasStarted(event, now)) continue;
      const queue = queues.get(entry.eventId) ?? [];
      data.push({
        eventoId: event.id,
        nombre: event.nombre,
        inicio: startInstant(event).toISOString(),
        posicion: queue.findIndex((e) => e.userId === actor.id) + 1,
        total: queue.length,
        ofertaVenceEn: offerIsLive(entry, now) ? entry.ofertaVenceEn : null,
      });
    }
    data.sort((a, b) => Date.parse(a.inicio) - Date.parse(b.inicio) || a.nombre.localeCompare(b.nombre, 'es'));
    return { success: true, data };
  }
}
