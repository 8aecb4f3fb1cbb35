import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { isEnrolmentOpen } from '../domain/championship.entity.js';
import { alreadyEnrolled, championshipFull, championshipNotFound, enrolmentClosed } from '../domain/championships.errors.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { Enrolment, EnrolmentOrigin, EnrolmentRepository } from './ports/enrolment.repository.port.js';

export interface EnrolRequest {
  campeonatoId: string;
  userId: string;
  origen: EnrolmentOrigin;
}

/**
 * The one enrolment rule, used by the admin's manual enrolment and by payment fulfilment: the
 * championship is locked, the enrolments re-counted, and the new one written in the same
 * transaction, so two requests for the last slot cannot both win.
 */
export class Enrol {
  constructor(private readonly deps: { championships: ChampionshipRepository; enrolments: EnrolmentRepository; clock: Clock; newId: IdGenerator; tx: TransactionRunner }) {}

  /** Runs in `trx` when the caller already has one open (a payment's fulfilment), else in its own. */
  execute(request: EnrolRequest, trx?: Transaction): Promise<Enrolment> {
    return trx ? this.enrolIn(request, trx) : this.deps.tx.run((own) => this.enrolIn(request, own));
  }

  private async enrolIn({ campeonatoId, userId, origen }: EnrolRequest, trx: Transaction): Promise<Enrolment> {
    const championship = await this.deps.championships.lockById(campeonatoId, trx);
    if (!championship) throw championshipNotFound();
    const now = this.deps.clock.now();
    if (await this.deps.enrolments.exists(campeonatoId, userId, trx)) throw alreadyEnrolled();
    if (!isEnrolmentOpen(championship, now)) throw enrolmentClosed();
    if ((await this.deps.enrolments.countFor(campeonatoId, trx)) >= championship.participantesMaximos) throw championshipFull();
    const enrolment: Enrolment = { id: this.deps.newId(), campeonatoId, userId, origen, createdAt: now.toISOString() };
    await this.deps.enrolments.insert(enrolment, trx);
    return enrolment;
  }
}
