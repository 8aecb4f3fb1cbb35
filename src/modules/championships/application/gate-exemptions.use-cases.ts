import { CATEGORY_LABELS, GATE_MSG } from '../../../contracts/entry-gates.messages.js';
import { decideEntryRequestSchema } from '../../../contracts/entries.contract.js';
import type { GateExemptionRequestAnswer, GateExemptionRequestView, GateExemptionsAnswer, MyGateAnswer } from '../../../contracts/entries.views.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound, userNotFound } from '../domain/championships.errors.js';
import type { Championship } from '../domain/championship.entity.js';
import { gateRefusalMessage, requirementsLine } from '../domain/entry-gate.js';
import type { GateExemptionRequest } from '../domain/gate-exemption-request.js';
import { championshipObject } from './audit-objects.js';
import type { DriverGateStanding, EntryGates } from './entry-gates.js';
import { exemptionAskedMail, exemptionDeclinedMail, exemptionGrantedMail } from './gate-exemption-mails.js';
import type { Account, AccountDirectory, AdminDirectory } from './ports/account-directory.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { GateExemptionRequestRepository } from './ports/gate-exemption-request.repository.port.js';
import type { GateExemptionRepository } from './ports/gate-exemption.repository.port.js';

const requestOpen = () => new ConflictError('EXEMPTION_REQUEST_OPEN', GATE_MSG.requestOpen, { campeonatoId: GATE_MSG.requestOpen });
const requestAnswered = () => new ConflictError('EXEMPTION_REQUEST_ANSWERED', GATE_MSG.requestAnswered, { solicitudId: GATE_MSG.requestAnswered });
const requestNotFound = () => new NotFoundError(GATE_MSG.requestNotFound, 'EXEMPTION_REQUEST_NOT_FOUND');

const viewOf = (r: GateExemptionRequest): GateExemptionRequestView => ({ id: r.id, estado: r.estado, motivo: r.motivo, fechaSolicitud: r.createdAt, fechaRespuesta: r.respondidaEn });

const pageLink = (publicUrl: string, campeonatoId: string, admin = false) =>
  `${publicUrl.replace(/\/$/, '')}${admin ? '/admin' : ''}/campeonatos/${encodeURIComponent(campeonatoId)}${admin ? '/inscritos' : ''}`;

/**
 * Admins let a named driver through a championship's licence and iRating gate (docs/adr/0037):
 * `GET|PUT|DELETE /api/campeonatos/{id}/excepciones[/{usuarioId}]`, and answer the drivers' requests
 * (`POST …/solicitudes-excepcion/{solicitudId}/conceder|rechazar`). Admin only, on the server.
 */
export class GateExemptions {
  constructor(
    private readonly deps: {
      championships: Pick<ChampionshipRepository, 'findById' | 'lockById'>;
      exemptions: GateExemptionRepository;
      requests: GateExemptionRequestRepository;
      accounts: AccountDirectory;
      outbox: MailOutbox;
      clock: Clock;
      tx: TransactionRunner;
      audit: AuditTrail;
      publicUrl: string;
    },
  ) {}

  async list(actor: Actor, campeonatoId: string): Promise<GateExemptionsAnswer> {
    assertAdmin(actor);
    if (!(await this.deps.championships.findById(campeonatoId))) throw championshipNotFound();
    const usuarioIds = (await this.deps.exemptions.listFor(campeonatoId)).map((e) => e.userId);
    const pilotos = [];
    for (const id of usuarioIds) pilotos.push({ usuarioId: id, ...(await this.named(id)) });
    const solicitudes = [];
    for (const r of await this.deps.requests.openFor(campeonatoId)) solicitudes.push({ ...viewOf(r), usuarioId: r.userId, ...(await this.named(r.userId)) });
    return { campeonatoId, usuarioIds, pilotos, solicitudes };
  }

  /** `usuario`: the driver's account id, or his e-mail address. An open request of his is answered by it. */
  async add(actor: Actor, campeonatoId: string, usuario: string): Promise<GateExemptionsAnswer & { message: string }> {
    assertAdmin(actor);
    const account = usuario.trim() ? await this.deps.accounts.find(usuario.trim()) : null;
    if (!account) throw userNotFound();
    await this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      // Adding it again keeps the first and records nothing: the championship's lock orders two at once.
      const had = await this.deps.exemptions.has(campeonatoId, account.id, trx);
      await this.deps.exemptions.add({ campeonatoId, userId: account.id, creadaPor: actor.id, createdAt: this.deps.clock.now().toISOString() }, trx);
      const open = await this.deps.requests.latestOf(campeonatoId, account.id, trx);
      if (open?.estado === 'pendiente') await this.answer(actor, championship, open, null, account, trx);
      else if (!had) await this.deps.audit.record(staffChange(actor, 'excepcion.concedida', championshipObject(championship), null, { piloto: account.id }), trx);
    });
    return { ...(await this.list(actor, campeonatoId)), message: GATE_MSG.exemptionAdded };
  }

  async remove(actor: Actor, campeonatoId: string, usuarioId: string): Promise<GateExemptionsAnswer & { message: string }> {
    assertAdmin(actor);
    await this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      if (await this.deps.exemptions.remove(campeonatoId, usuarioId, trx)) await this.deps.audit.record(staffChange(actor, 'excepcion.retirada', championshipObject(championship), { piloto: usuarioId }, null), trx);
    });
    return { ...(await this.list(actor, campeonatoId)), message: GATE_MSG.exemptionRemoved };
  }

  /** Grants an open request: the exemption is recorded and the driver e-mailed. */
  async grant(actor: Actor, campeonatoId: string, solicitudId: string): Promise<GateExemptionsAnswer & { message: string }> {
    assertAdmin(actor);
    const account = await this.driverOf(solicitudId);
    await this.deps.tx.run(async (trx) => {
      const { championship, request } = await this.openRequest(campeonatoId, solicitudId, trx);
      await this.deps.exemptions.add({ campeonatoId, userId: request.userId, creadaPor: actor.id, createdAt: this.deps.clock.now().toISOString() }, trx);
      await this.answer(actor, championship, request, null, account, trx);
    });
    return { ...(await this.list(actor, campeonatoId)), message: GATE_MSG.exemptionGranted };
  }

  /** Declines an open request with a reason (3 to 1000 characters), mailed to the driver. */
  async decline(actor: Actor, campeonatoId: string, solicitudId: string, raw: unknown): Promise<GateExemptionsAnswer & { message: string }> {
    assertAdmin(actor);
    const { motivo } = parseOrThrow(decideEntryRequestSchema, raw ?? {});
    const account = await this.driverOf(solicitudId);
    await this.deps.tx.run(async (trx) => {
      const { championship, request } = await this.openRequest(campeonatoId, solicitudId, trx);
      await this.answer(actor, championship, request, motivo, account, trx);
    });
    return { ...(await this.list(actor, campeonatoId)), message: GATE_MSG.exemptionDeclined };
  }

  private async openRequest(campeonatoId: string, solicitudId: string, trx: Transaction): Promise<{ championship: Championship; request: GateExemptionRequest }> {
    const championship = await this.deps.championships.lockById(campeonatoId, trx);
    if (!championship) throw championshipNotFound();
    const request = await this.deps.requests.findById(solicitudId, trx);
    if (!request || request.campeonatoId !== campeonatoId) throw requestNotFound();
    if (request.estado !== 'pendiente') throw requestAnswered();
    return { championship, request };
  }

  /**
   * The account of the request's driver, read before the transaction: accounts are another module's,
   * read outside it (SQLite's one connection is the transaction's while it runs).
   */
  private async driverOf(solicitudId: string): Promise<Account | null> {
    const request = await this.deps.requests.findById(solicitudId);
    return request ? this.deps.accounts.find(request.userId) : null;
  }

  /** Closes the request (granted when `motivo` is null) and queues the driver's mail in the same transaction. */
  private async answer(actor: Actor, championship: Championship, request: GateExemptionRequest, motivo: string | null, account: Account | null, trx: Transaction): Promise<void> {
    const estado = motivo === null ? 'concedida' : 'rechazada';
    await this.deps.requests.update({ ...request, estado, motivo, respondidaEn: this.deps.clock.now().toISOString(), respondidaPor: actor.id }, trx);
    await this.deps.audit.record(
      staffChange(actor, motivo === null ? 'solicitud-excepcion.concedida' : 'solicitud-excepcion.rechazada', championshipObject(championship), null, { solicitud: request.id, piloto: request.userId, estado, motivo }),
      trx,
    );
    if (!account?.email || account.id !== request.userId) return;
    const to = { to: account.email, nombre: account.nombre, championship: championship.nombreCampeonato, link: pageLink(this.deps.publicUrl, championship.id) };
    await this.deps.outbox.enqueue(motivo === null ? exemptionGrantedMail(to) : exemptionDeclinedMail({ ...to, motivo }), trx);
  }

  private async named(userId: string): Promise<{ nombre: string; email: string }> {
    const account = await this.deps.accounts.find(userId);
    return { nombre: account ? `${account.nombre} ${account.apellido}`.trim() : 'Cuenta eliminada', email: account?.email ?? '' };
  }
}

/**
 * A driver whose licence the site does not know reads what he can do, and may ask the admins for an
 * exemption (docs/adr/0037, addendum): `GET /api/campeonatos/{id}/mi-requisito`,
 * `POST /api/campeonatos/{id}/solicitud-excepcion`. One open request per driver and championship;
 * the admins are e-mailed in the request's transaction.
 */
export class GateExemptionRequests {
  constructor(
    private readonly deps: {
      championships: Pick<ChampionshipRepository, 'findById' | 'lockById'>;
      gates: Pick<EntryGates, 'standingOf'>;
      requests: GateExemptionRequestRepository;
      accounts: AccountDirectory;
      admins: AdminDirectory;
      outbox: MailOutbox;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
      publicUrl: string;
    },
  ) {}

  async mine(actor: Actor, campeonatoId: string): Promise<MyGateAnswer> {
    if (!(await this.deps.championships.findById(campeonatoId))) throw championshipNotFound();
    const standing = await this.deps.gates.standingOf(campeonatoId, actor.id);
    return this.answerOf(campeonatoId, standing, await this.deps.requests.latestOf(campeonatoId, actor.id));
  }

  async ask(actor: Actor, campeonatoId: string): Promise<GateExemptionRequestAnswer> {
    if (!(await this.deps.championships.findById(campeonatoId))) throw championshipNotFound();
    // The figures may come over the network: read before the transaction, as the entry does (docs/adr/0037).
    const standing = await this.deps.gates.standingOf(campeonatoId, actor.id);
    const { gate } = standing;
    if (!gate || standing.estado === 'sin-requisitos') throw new ConflictError('NO_GATE', GATE_MSG.noGate);
    if (standing.estado === 'exento') throw new ConflictError('ALREADY_EXEMPT', GATE_MSG.alreadyExempt);
    if (standing.estado === 'cumple') throw new ConflictError('GATE_FIGURE_KNOWN', GATE_MSG.figureMeets);
    if (standing.estado === 'no-cumple') throw new ConflictError('GATE_FIGURE_KNOWN', `${gateRefusalMessage(gate, standing.figura)} ${GATE_MSG.figureKnown}`);
    const account = await this.deps.accounts.find(actor.id);
    if (!account) throw userNotFound();
    const admins = await this.deps.admins.admins();
    const request = await this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      if ((await this.deps.requests.latestOf(campeonatoId, actor.id, trx))?.estado === 'pendiente') throw requestOpen();
      const created: GateExemptionRequest = { id: this.deps.newId(), campeonatoId, userId: actor.id, estado: 'pendiente', motivo: null, createdAt: this.deps.clock.now().toISOString(), respondidaEn: null, respondidaPor: null };
      await this.deps.requests.insert(created, trx);
      const razon = standing.estado === 'sin-iracing' ? 'no tiene su ID de iRacing en su perfil' : `no conocemos su licencia en ${CATEGORY_LABELS[gate.categoria]}`;
      for (const admin of admins.filter((a) => a.email)) {
        await this.deps.outbox.enqueue(
          exemptionAskedMail({
            to: admin.email,
            nombre: admin.nombre,
            piloto: `${account.nombre} ${account.apellido}`.trim(),
            email: account.email,
            championship: championship.nombreCampeonato,
            requisitos: requirementsLine(gate) ?? '',
            razon,
            link: pageLink(this.deps.publicUrl, campeonatoId, true),
          }),
          trx,
        );
      }
      return created;
    });
    return { ...this.answerOf(campeonatoId, standing, request), message: GATE_MSG.exemptionRequested };
  }

  private answerOf(campeonatoId: string, standing: DriverGateStanding, request: GateExemptionRequest | null): MyGateAnswer {
    const { gate, estado } = standing;
    const unknown = estado === 'sin-iracing' || estado === 'desconocida';
    const mensaje = !gate || estado === 'cumple' || estado === 'exento' ? null : estado === 'sin-iracing' ? GATE_MSG.iracingIdMissing : gateRefusalMessage(gate, standing.figura);
    return {
      campeonatoId,
      estado,
      requisitos: requirementsLine(gate),
      categoria: gate ? CATEGORY_LABELS[gate.categoria] : null,
      mensaje,
      puedePedirExcepcion: unknown && request?.estado !== 'pendiente',
      solicitud: request ? viewOf(request) : null,
    };
  }
}
