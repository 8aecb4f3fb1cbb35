import { formatDeadline } from '../../../contracts/formats.js';
import type { Clock } from '../../../platform/clock.js';
import type { MailMessage, MailOutbox } from '../../../platform/mail/mail.port.js';
import type { DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { EVENT_OFFER_HOURS, eventPlacesToOffer, offerHasLapsed } from '../domain/event-waitlist.js';
import { hasStarted, startInstant, type SingleEvent } from '../domain/single-event.entity.js';
import type { EventWaitlistRepository } from './ports/event-waitlist.repository.port.js';
import type { MailDirectory } from './ports/mail-directory.port.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, nombre: string, lines: string[], link: string, linkText: string): MailMessage {
  return {
    to,
    subject,
    text: [`Hola, ${nombre}:`, '', ...lines.flatMap((l) => [l, '']), `${linkText}: ${link}`].join('\n'),
    html: [`<p>Hola, ${escape(nombre)}:</p>`, ...lines.map((l) => `<p>${escape(l)}</p>`), `<p><a href="${escape(link)}">${escape(linkText)}</a></p>`].join(''),
  };
}

/**
 * The free events' counterpart of championships' OfferFreedPlaces (docs/adr/0028): under the event's
 * row lock, lapsed offers leave the queue (and are told), and each place nobody holds is offered to
 * the next driver waiting, until `EVENT_OFFER_HOURS` later or the start, whichever comes first. The
 * offer is to confirm. Derived from the rows, so any number of passes make one offer per place.
 */
export class OfferEventPlaces {
  constructor(
    private readonly deps: {
      events: SingleEventRepository;
      waitlist: EventWaitlistRepository;
      mailboxes: MailDirectory;
      outbox: MailOutbox;
      /** The drivers' devices (docs/adr/0056); stand-ins without it queue no pushes. */
      notices?: DeviceNotices;
      clock: Clock;
      tx: TransactionRunner;
      publicUrl: string;
    },
  ) {}

  execute(eventId: string): Promise<{ ofrecidos: number; vencidos: number }> {
    return this.deps.tx.run((trx) => this.inTransaction(eventId, trx));
  }

  async inTransaction(eventId: string, trx: Transaction): Promise<{ ofrecidos: number; vencidos: number }> {
    const event = await this.deps.events.lockById(eventId, trx);
    if (!event) return { ofrecidos: 0, vencidos: 0 };
    const now = this.deps.clock.now();
    const lapsed = ((await this.deps.waitlist.listFor([eventId], trx)).get(eventId) ?? []).filter((e) => offerHasLapsed(e, now));
    for (const entry of lapsed) await this.deps.waitlist.remove(eventId, entry.userId, trx);
    const queue = (await this.deps.waitlist.listFor([eventId], trx)).get(eventId) ?? [];
    const participants = await this.deps.events.countParticipants(eventId, trx);
    const chosen = hasStarted(event, now) ? [] : queue.filter((e) => e.ofertaVenceEn === null).slice(0, eventPlacesToOffer(event.participantesMaximos, participants, queue, now));
    const cards = new Map((await this.deps.mailboxes.describe([...lapsed, ...chosen].map((e) => e.userId), trx)).map((c) => [c.id, c]));
    const link = `${this.deps.publicUrl.replace(/\/$/, '')}/eventos-unicos/${encodeURIComponent(event.id)}`;
    for (const entry of lapsed) {
      const card = cards.get(entry.userId);
      if (card && !card.deleted && card.email) {
        const lines = [`El plazo para tomar el lugar que se liberó en ${event.nombre} terminó sin respuesta, así que pasó al siguiente de la lista de espera y saliste de ella.`];
        await this.deps.outbox.enqueue(mail(card.email, `Venció el lugar que te ofrecimos en ${event.nombre}`, card.nombre, lines, link, 'Ver el evento'), trx);
      }
    }
    for (const entry of chosen) {
      const venceEn = new Date(Math.min(now.getTime() + EVENT_OFFER_HOURS * 3_600_000, startInstant(event).getTime())).toISOString();
      await this.deps.waitlist.setOffer(entry.id, { ofertaCreadaEn: now.toISOString(), ofertaVenceEn: venceEn }, trx);
      const card = cards.get(entry.userId);
      if (card && !card.deleted && card.email) {
        await this.deps.outbox.enqueue(this.offerMail(event, card, venceEn, link), trx);
        await this.deps.notices?.notify(
          {
            userId: entry.userId,
            tipo: 'oferta',
            clave: `oferta:evento:${entry.id}:${now.toISOString()}`,
            payload: {
              titulo: `Se liberó un lugar para ti en ${event.nombre}`,
              cuerpo: `Está apartado para ti hasta el ${formatDeadline(venceEn)}. Confírmalo antes de esa hora.`,
              url: `/eventos-unicos/${encodeURIComponent(event.id)}`,
              etiqueta: `oferta-${event.id}`,
            },
          },
          trx,
        );
      }
    }
    return { ofrecidos: chosen.length, vencidos: lapsed.length };
  }

  private offerMail(event: SingleEvent, card: { email: string; nombre: string }, venceEn: string, link: string): MailMessage {
    const lines = [
      `Se liberó un lugar en ${event.nombre} y eres el siguiente de la lista de espera. Está apartado para ti hasta el ${formatDeadline(venceEn)}.`,
      'Para quedarte con él, confirma tu inscripción desde la página del evento antes de esa hora; si no, el lugar pasará al siguiente de la lista.',
    ];
    return mail(card.email, `Se liberó un lugar para ti en ${event.nombre}`, card.nombre, lines, link, 'Confirmar mi lugar');
  }
}
