import { releaseEntryDetails } from './entry-details.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';
import { ENTRY_MSG } from '../../../contracts/entries.messages.js';
import type { WithdrawalAnswer } from '../../../contracts/entries.views.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { ValidationError } from '../../../platform/errors.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound, notEnrolled } from '../domain/championships.errors.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { EntrantDirectory } from './ports/entrant-directory.port.js';
import type { PaidEnrolments } from './ports/paid-enrolments.port.js';
import { championshipObject } from './audit-objects.js';
import { withdrawalMail } from './withdrawal-mail.js';
import type { OfferFreedPlaces } from './offer-freed-places.js';

export interface WithdrawalRequest {
  campeonatoId: string;
  /** The driver's id, or their e-mail address (the CLI takes either). */
  usuario: string;
}

/**
 * An admin withdraws an enrolment (the entry list's Retirar, DELETE /api/campeonatos/{id}/inscritos/{usuarioId},
 * `parrilla enrol --withdraw`): the place is freed, the driver is told by e-mail (queued in the same
 * transaction), the place is offered to the first of the waiting list, and a paid enrolment names its payment for the admin to refund in Pagos. Money is
 * never moved here: refunding stays the payments screen's explicit action.
 */
export class WithdrawEnrolment {
  constructor(
    private readonly deps: {
      championships: ChampionshipRepository;
      enrolments: EnrolmentRepository;
      accounts: AccountDirectory;
      entrants: EntrantDirectory;
      paidEnrolments: PaidEnrolments;
      outbox: MailOutbox;
      offers: OfferFreedPlaces;
      tx: TransactionRunner;
      audit: AuditTrail;
      publicUrl: string;
      carNumbers?: CarNumberRepository;
      teams?: TeamRepository;
    },
  ) {}

  async execute(actor: Actor, request: WithdrawalRequest): Promise<WithdrawalAnswer> {
    assertAdmin(actor);
    const given = typeof request.usuario === 'string' ? request.usuario.trim() : '';
    if (!given) throw new ValidationError(ENTRY_MSG.userRequired, { usuario: ENTRY_MSG.userRequired });
    // A deleted account is no longer found by the directory, but its enrolment may still be withdrawn by id.
    const userId = (await this.deps.accounts.find(given))?.id ?? (given.includes('@') ? null : given);
    if (!userId) throw notEnrolled();
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const [card] = await this.deps.entrants.describe([userId]);
    return this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(request.campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      const enrolment = await this.deps.enrolments.find(championship.id, userId, trx);
      if (!enrolment) throw notEnrolled();
      await this.deps.enrolments.remove(championship.id, userId, trx);
      await releaseEntryDetails(this.deps, championship.id, userId, trx);
      const pagoId = (await this.deps.paidEnrolments.completedFor(championship.id, trx)).find((p) => p.userId === userId)?.pagoId ?? null;
      if (card && !card.deleted && card.email) {
        const link = `${this.deps.publicUrl.replace(/\/$/, '')}/campeonatos/${encodeURIComponent(championship.id)}`;
        await this.deps.outbox.enqueue(withdrawalMail({ to: card.email, nombre: card.nombre, championship: championship.nombreCampeonato, link, paid: pagoId !== null }), trx);
      }
      await this.deps.audit.record(staffChange(actor, 'inscripcion.quitada', championshipObject(championship), { piloto: userId, origen: enrolment.origen, pago: pagoId }, null), trx);
      // The freed place goes to the first in the queue in this same transaction (docs/adr/0028).
      await this.deps.offers.inTransaction(championship.id, trx);
      const participantesRegistrados = await this.deps.enrolments.countFor(championship.id, trx);
      return {
        success: true,
        message: pagoId ? `${ENTRY_MSG.withdrawn} ${ENTRY_MSG.refund}` : ENTRY_MSG.withdrawn,
        campeonatoId: championship.id,
        usuarioId: userId,
        pagoId,
        reembolsoPendiente: pagoId !== null,
        participantesRegistrados,
      };
    });
  }
}
