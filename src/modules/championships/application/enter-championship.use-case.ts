import { entryDetailsSchema } from '../../../contracts/entries.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { EntryDetailsRules } from './entry-details.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';
import { ENTRY_MSG } from '../../../contracts/entries.messages.js';
import type { EntryAnswer } from '../../../contracts/entries.views.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import { ConflictError, UnauthenticatedError } from '../../../platform/errors.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { isEnrolmentOpen } from '../domain/championship.entity.js';
import { alreadyEnrolled, championshipNotFound, enrolmentClosed, requestPending } from '../domain/championships.errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Clock } from '../../../platform/clock.js';
import type { EntryRequestRepository } from './ports/entry-request.repository.port.js';
import type { Enrol } from './enrol.js';
import { assertDriverMayEnter, type EntryGates, type EntrySeasons } from './entry-gates.js';
import { entryMail } from './entry-mail.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';

/**
 * POST /api/campeonatos/{id}/inscribirme: a signed-in driver enters a championship priced 0 himself,
 * with the checks of a paid entry (the one `Enrol` rule: open, not entered, a place free counting
 * running checkouts). The confirmation mail is queued in the transaction that enrols him.
 * In a championship that requires approval (paid or free), a driver not yet approved is recorded as
 * 'Pendiente de aprobación' instead, holding no place; once approved, a free one is entered here and
 * a paid one is paid through the checkout.
 * The body may carry his 'Número de auto' and 'Equipo' (issue #30): checked and stored in the same
 * transaction, so a number taken or a full team refuses the whole entry and stores nothing.
 */
export class EnterChampionship {
  constructor(
    private readonly deps: {
      championships: ChampionshipRepository;
      enrolments: EnrolmentRepository;
      enrol: Enrol;
      accounts: AccountDirectory;
      outbox: MailOutbox;
      requests: EntryRequestRepository;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
      publicUrl: string;
      /** Absent: numbers and teams are not offered (tests of other rules). */
      carNumbers?: CarNumberRepository;
      teams?: TeamRepository;
      /** A closed season and a new edition's priority window (docs/adr/0033, 0047); stand-ins without it have neither. */
      seasons?: EntrySeasons;
      /** The licence and iRating gate (docs/adr/0037); stand-ins without it have none. */
      gates?: Pick<EntryGates, 'assertMayEnter'>;
    },
  ) {}

  async execute(actor: Actor, campeonatoId: string, body?: unknown): Promise<EntryAnswer> {
    assertMayAct(actor);
    const details = parseOrThrow(entryDetailsSchema, body ?? {});
    const { carNumbers, teams } = this.deps;
    const rules = carNumbers && teams ? new EntryDetailsRules({ ...this.deps, carNumbers, teams }) : null;
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const account = await this.deps.accounts.find(actor.id);
    if (!account) throw new UnauthenticatedError();
    await assertDriverMayEnter(this.deps, campeonatoId, account.id);
    return this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      if (championship.requiereAprobacion && !(await this.deps.enrol.isApproved(campeonatoId, account.id, trx))) {
        if (await this.deps.enrolments.exists(campeonatoId, account.id, trx)) throw alreadyEnrolled();
        const now = this.deps.clock.now();
        if (!isEnrolmentOpen(championship, now)) throw enrolmentClosed();
        const former = await this.deps.requests.find(campeonatoId, account.id, trx);
        if (former?.estado === 'pendiente') throw requestPending();
        await this.deps.requests.save(
          { id: former?.id ?? this.deps.newId(), campeonatoId, userId: account.id, estado: 'pendiente', motivo: null, createdAt: now.toISOString(), decididaEn: null, decididaPor: null },
          trx,
        );
        await rules?.apply(championship, account.id, details, trx);
        return { success: true, message: ENTRY_MSG.requested, campeonatoId, estado: 'pendiente', participantesRegistrados: await this.deps.enrolments.countFor(campeonatoId, trx) };
      }
      if (championship.precioCentavos > 0) throw new ConflictError('PAID_CHAMPIONSHIP', ENTRY_MSG.paidChampionship);
      await this.deps.enrol.execute({ campeonatoId, userId: account.id, origen: 'propia' }, trx);
      await rules?.apply(championship, account.id, details, trx);
      const link = `${this.deps.publicUrl.replace(/\/$/, '')}/campeonatos/${encodeURIComponent(campeonatoId)}`;
      await this.deps.outbox.enqueue(entryMail({ to: account.email, nombre: account.nombre, championship: championship.nombreCampeonato, link }), trx);
      return { success: true, message: ENTRY_MSG.entered, campeonatoId, estado: 'inscrito', participantesRegistrados: await this.deps.enrolments.countFor(campeonatoId, trx) };
    });
  }
}
