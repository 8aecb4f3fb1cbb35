import type { Clock } from '../../../platform/clock.js';
import { formatDeadline } from '../../../contracts/formats.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { isEnrolmentOpen, type Championship } from '../domain/championship.entity.js';
import { offerHasLapsed, placesToOffer, type WaitlistEntry } from '../domain/waitlist.js';
import { countPlaces } from './place-count.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { EntrantDirectory } from './ports/entrant-directory.port.js';
import type { PaymentRecords } from './ports/payment-records.port.js';
import type { WaitlistRepository } from './ports/waitlist.repository.port.js';
import { offerLapsedMail, offerMail } from './waitlist-mails.js';

/** What one pass over a championship's queue did. */
export interface OfferPass {
  ofrecidos: number;
  vencidos: number;
}

export interface OfferDeps {
  championships: ChampionshipRepository;
  enrolments: EnrolmentRepository;
  payments: PaymentRecords;
  waitlist: WaitlistRepository;
  entrants: EntrantDirectory;
  outbox: MailOutbox;
  /** The drivers' devices (docs/adr/0056); stand-ins without it queue no pushes. */
  notices?: DeviceNotices;
  clock: Clock;
  tx: TransactionRunner;
  publicUrl: string;
}

/**
 * Gives the places nobody holds to the first in the queue (docs/adr/0028). Under the championship's
 * row lock it ends the offers whose deadline passed, counts who holds a place (enrolments, running
 * checkouts, live offers) and offers each free place to the next driver waiting, queuing each
 * mail in the same transaction. It derives everything from the rows, so any number of calls from
 * any number of servers, in any order, make exactly one offer per free place: a second call finds
 * the places already offered.
 */
export class OfferFreedPlaces {
  constructor(private readonly deps: OfferDeps) {}

  /** In its own transaction (the scheduler, payments after a hold ends). */
  execute(campeonatoId: string): Promise<OfferPass> {
    return this.deps.tx.run((trx) => this.inTransaction(campeonatoId, trx));
  }

  /** Inside the caller's transaction, which may already hold the championship's lock. */
  async inTransaction(campeonatoId: string, trx: Transaction): Promise<OfferPass> {
    const championship = await this.deps.championships.lockById(campeonatoId, trx);
    if (!championship) return { ofrecidos: 0, vencidos: 0 };
    const now = this.deps.clock.now();
    const holders = new Set(await this.deps.payments.holders(campeonatoId, now, trx));
    // A driver already paying when his deadline passed keeps the place through his checkout's hold.
    const lapsed = (await this.deps.waitlist.listFor(campeonatoId, trx)).filter((e) => offerHasLapsed(e, now) && !holders.has(e.userId));
    for (const entry of lapsed) {
      await this.deps.waitlist.remove(campeonatoId, entry.userId, trx);
      await this.deps.waitlist.recordOutcome({ campeonatoId, userId: entry.userId, resultado: 'vencida', ofertaVenceEn: entry.ofertaVenceEn!, decididaEn: now.toISOString() }, trx);
    }

    const count = await countPlaces(this.deps, campeonatoId, now, trx);
    const waiting = count.queue.filter((e) => e.ofertaVenceEn === null && !count.claimedBy.has(e.userId));
    const chosen = isEnrolmentOpen(championship, now) ? waiting.slice(0, placesToOffer(count, championship.participantesMaximos)) : [];
    const cards = new Map((await this.deps.entrants.describe([...lapsed, ...chosen].map((e) => e.userId), trx)).map((c) => [c.id, c]));
    for (const entry of lapsed) {
      const card = cards.get(entry.userId);
      if (card && !card.deleted && card.email) {
        await this.deps.outbox.enqueue(offerLapsedMail({ to: card.email, nombre: card.nombre, championship: championship.nombreCampeonato, link: this.link(championship) }), trx);
      }
    }
    for (const entry of chosen) await this.offer(championship, entry, now, cards.get(entry.userId), trx);
    return { ofrecidos: chosen.length, vencidos: lapsed.length };
  }

  /** Opens one offer and queues its mail (also the admin's offer by hand). */
  async offer(championship: Championship, entry: WaitlistEntry, now: Date, card: { email: string; nombre: string; deleted: boolean } | undefined, trx: Transaction): Promise<string> {
    const venceEn = new Date(now.getTime() + championship.horasParaAceptar * 3_600_000).toISOString();
    await this.deps.waitlist.setOffer(entry.id, { ofertaCreadaEn: now.toISOString(), ofertaVenceEn: venceEn }, trx);
    if (card && !card.deleted && card.email) {
      const mail = offerMail({ to: card.email, nombre: card.nombre, championship: championship.nombreCampeonato, link: this.link(championship), venceEn, paid: championship.precioCentavos > 0 });
      await this.deps.outbox.enqueue(mail, trx);
      await this.deps.notices?.notify(
        {
          userId: entry.userId,
          tipo: 'oferta',
          clave: `oferta:campeonato:${entry.id}:${now.toISOString()}`,
          payload: {
            titulo: `Se liberó un lugar para ti en ${championship.nombreCampeonato}`,
            cuerpo: `Está apartado para ti hasta el ${formatDeadline(venceEn)}. ${championship.precioCentavos > 0 ? 'Paga tu inscripción' : 'Confirma tu inscripción'} antes de esa hora.`,
            url: `/campeonatos/${encodeURIComponent(championship.id)}`,
            etiqueta: `oferta-${championship.id}`,
          },
        },
        trx,
      );
    }
    return venceEn;
  }

  link(championship: Pick<Championship, 'id'>): string {
    return `${this.deps.publicUrl.replace(/\/$/, '')}/campeonatos/${encodeURIComponent(championship.id)}`;
  }
}
