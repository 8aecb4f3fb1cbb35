import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { isEnrolmentOpen } from '../domain/championship.entity.js';
import { formatDateTime } from '../../../contracts/formats.js';
import { alreadyEnrolled, approvalRequired, championshipFull, championshipNotFound, enrolmentClosed, offerDeclined, offerExpired } from '../domain/championships.errors.js';
import { freePlaces, offerHasLapsed } from '../domain/waitlist.js';
import { countPlaces } from './place-count.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { Enrolment, EnrolmentOrigin, EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { PaymentRecords } from './ports/payment-records.port.js';
import type { WaitlistRepository } from './ports/waitlist.repository.port.js';
import type { EntryDetails } from '../../../contracts/entries.contract.js';
import type { EntryDetailsRules } from './entry-details.js';
import type { EntryRequestRepository } from './ports/entry-request.repository.port.js';

/** The championship a place was checked in, as a card checkout needs it. */
export interface PlaceCheck {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  precioCentavos: number;
}

export interface EnrolRequest {
  campeonatoId: string;
  userId: string;
  origen: EnrolmentOrigin;
  /** An admin's decision for a driver who paid after his held place was released: over the capacity. */
  overCapacity?: boolean;
  /** The car number and team a paid driver chose at the checkout (docs/adr/0034): checked there, applied as far as they still fit when enrolled. */
  details?: EntryDetails;
}

/** An enrolment, and what of the driver's chosen number and team could not be kept (taken meanwhile). */
export type EnrolOutcome = Enrolment & { leftOut?: Array<{ campo: string; motivo: string }> };

/**
 * The one enrolment rule, used by the admin's manual enrolment and by payment fulfilment: the
 * championship is locked, the enrolments re-counted, and the new one written in the same
 * transaction, so two requests for the last slot cannot both win. Places held by other drivers'
 * running card checkouts and offers from the waiting list count as taken, and so do places freed
 * behind drivers still waiting (they are the queue's until offered); a driver holding a place
 * himself (his checkout, his offer) takes it. Enrolling ends the driver's wait.
 */
export class Enrol {
  constructor(
    private readonly deps: {
      championships: ChampionshipRepository;
      enrolments: EnrolmentRepository;
      payments: PaymentRecords;
      waitlist: WaitlistRepository;
      /** Absent: no championship requires approval (tests of other rules). */
      requests?: EntryRequestRepository;
      /** Absent: numbers and teams chosen at a checkout are not checked or kept (tests of other rules). */
      details?: Pick<EntryDetailsRules, 'check' | 'applyWhatFits'>;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
    },
  ) {}

  /** Runs in `trx` when the caller already has one open (a payment's fulfilment), else in its own. */
  execute(request: EnrolRequest, trx?: Transaction): Promise<EnrolOutcome> {
    return trx ? this.enrolIn(request, trx) : this.deps.tx.run((own) => this.enrolIn(request, own));
  }

  /**
   * The same checks without enrolling, inside the caller's transaction: the championship stays
   * locked until it ends, so a card checkout can record its hold before anyone else counts.
   */
  async checkPlace(request: Omit<EnrolRequest, 'origen'>, trx: Transaction): Promise<PlaceCheck> {
    const championship = await this.check(request, trx);
    const { id, nombreCampeonato, categoria, precioCentavos, requiereAprobacion } = championship;
    // A driver's own way in (his checkout) needs the approval a championship may require; fulfilment and admins do not ask again.
    if (requiereAprobacion && !(await this.isApproved(id, request.userId, trx))) throw approvalRequired();
    if (request.details) await this.deps.details?.check(championship, request.userId, request.details, trx);
    return { id, nombreCampeonato, categoria, precioCentavos };
  }

  /**
   * Takes the championship's lock in the caller's transaction before it writes a row that refers to
   * the championship: on PostgreSQL that row's key lock, taken first, would deadlock two such writers
   * against each other's lock of the championship.
   */
  async lock(campeonatoId: string, trx: Transaction): Promise<void> {
    if (!(await this.deps.championships.lockById(campeonatoId, trx))) throw championshipNotFound();
  }

  /** Whether an admin approved the driver's entry request. */
  async isApproved(campeonatoId: string, userId: string, trx: Transaction): Promise<boolean> {
    return (await this.deps.requests?.find(campeonatoId, userId, trx))?.estado === 'aprobada';
  }

  private async check({ campeonatoId, userId, overCapacity }: Omit<EnrolRequest, 'origen'>, trx: Transaction) {
    const championship = await this.deps.championships.lockById(campeonatoId, trx);
    if (!championship) throw championshipNotFound();
    const now = this.deps.clock.now();
    if (await this.deps.enrolments.exists(campeonatoId, userId, trx)) throw alreadyEnrolled();
    if (!isEnrolmentOpen(championship, now)) throw enrolmentClosed();
    const count = await countPlaces(this.deps, campeonatoId, now, trx);
    const own = count.queue.find((e) => e.userId === userId);
    if (own && offerHasLapsed(own, now) && !count.claimedBy.has(userId)) throw offerExpired(formatDateTime(own.ofertaVenceEn!), false);
    if (!overCapacity && freePlaces(count, championship.participantesMaximos, userId, now) === 0) {
      // Full for him: an offer of his that ended says so itself, rather than 'Cupos agotados'.
      const outcome = own ? null : await this.deps.waitlist.outcomeOf(campeonatoId, userId, trx);
      if (outcome?.resultado === 'vencida') throw offerExpired(formatDateTime(outcome.ofertaVenceEn), true);
      if (outcome?.resultado === 'rechazada') throw offerDeclined();
      throw championshipFull();
    }
    return championship;
  }

  private async enrolIn({ campeonatoId, userId, origen, overCapacity, details }: EnrolRequest, trx: Transaction): Promise<EnrolOutcome> {
    const championship = await this.check({ campeonatoId, userId, overCapacity }, trx);
    const now = this.deps.clock.now();
    const enrolment: Enrolment = { id: this.deps.newId(), campeonatoId, userId, origen, createdAt: now.toISOString() };
    await this.deps.enrolments.insert(enrolment, trx);
    const own = (await this.deps.waitlist.listFor(campeonatoId, trx)).find((e) => e.userId === userId);
    if (own?.ofertaVenceEn) await this.deps.waitlist.recordOutcome({ campeonatoId, userId, resultado: 'aceptada', ofertaVenceEn: own.ofertaVenceEn, decididaEn: now.toISOString() }, trx);
    await this.deps.waitlist.remove(campeonatoId, userId, trx);
    if (!details || !this.deps.details) return enrolment;
    const dropped = await this.deps.details.applyWhatFits(championship, userId, details, trx);
    return dropped.length ? { ...enrolment, leftOut: dropped.map((e) => ({ campo: Object.keys(e.errors ?? {})[0] ?? 'numeroAuto', motivo: e.message })) } : enrolment;
  }
}
