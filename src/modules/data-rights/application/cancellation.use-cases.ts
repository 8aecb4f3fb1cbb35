import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { ARCO_MSG, arcoCancelSchema, type ArcoFiledAnswer } from '../../../contracts/data-rights.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors.js';
import type { PrivateFileStorage } from '../../../platform/files/file-storage.port.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { Logger } from '../../../platform/logger.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { arcoDeadline } from './deadlines.js';
import { retainUntil } from '../domain/retention.js';
import { toView } from './arco-requests.use-cases.js';
import { cancelledMail } from './data-rights.mails.js';
import type { ArcoRequest, ArcoRequestRepository, BlockedAccountRepository, PersonalDataStore, PersonDirectory, PurgeStep } from './ports/data-rights.ports.js';

/** What must end first, in one Spanish refusal (each reason in `errors`). */
export const openMattersRefusal = (reasons: string[]) =>
  new ConflictError('CANCELLATION_BLOCKED', `Antes de cancelar tu cuenta: ${reasons.join(' ')}`, Object.fromEntries(reasons.map((r, i) => [`pendiente${i + 1}`, r])));

/**
 * The owner cancels his account (first stage): refused while a held place, a pending refund or an
 * unanswered report is open; otherwise, in one transaction, the account is blocked (sign-in refused,
 * photo and profile deleted, sessions ended, upcoming places released), what nothing requires keeping
 * is deleted (pending mail included, so mail stops), the blocking is recorded with the end of its
 * longest retention, the request is recorded answered and the confirmation mailed.
 */
export class CancelAccount {
  constructor(
    private readonly deps: {
      trail: AuditTrail;
      people: PersonDirectory;
      store: PersonalDataStore;
      blocked: BlockedAccountRepository;
      requests: ArcoRequestRepository;
      outbox: MailOutbox;
      files: PrivateFileStorage;
      tx: TransactionRunner;
      clock: Clock;
      newId: IdGenerator;
    },
  ) {}

  async execute(actor: Actor, raw: unknown): Promise<ArcoFiledAnswer> {
    assertMayAct(actor);
    parseOrThrow(arcoCancelSchema, raw);
    if (actor.rol === 'superadmin') throw new ForbiddenError('Un superadministrador no puede cancelar su propia cuenta: primero otro superadministrador debe quitarle el rol.', 'SUPERADMIN_CANNOT_CANCEL');
    const now = this.deps.clock.now();
    const { request, photo, archivos } = await this.deps.tx.run(async (trx) => {
      const person = await this.deps.people.person(actor.id, trx);
      if (!person || person.deletedAt) throw new NotFoundError('Usuario no encontrado', 'USER_NOT_FOUND');
      if (person.blockedAt) throw new ConflictError('ACCOUNT_CANCELLED', ARCO_MSG.cancelledAccount);
      const reasons = await this.deps.store.openMatters(person.id, now, trx);
      if (reasons.length > 0) throw openMattersRefusal(reasons);
      const until = retainUntil(now, await this.deps.store.retentionEnds(person, trx));
      // First, so that a cancellation sent twice at once blocks once: the second finds the record and stops.
      if (!(await this.deps.blocked.insert({ userId: person.id, bloqueadaEn: now.toISOString(), conservarHasta: until.toISOString(), eliminadaEn: null, resumen: null }, trx))) {
        throw new ConflictError('ACCOUNT_CANCELLED', ARCO_MSG.cancelledAccount);
      }
      await this.deps.people.block(person.id, now, trx);
      await this.deps.trail.record(
        { actor, accion: 'cuenta.cancelada', objeto: { tipo: 'usuario', id: person.id, nombre: person.email }, cambios: [{ campo: 'datos conservados hasta', antes: null, despues: until.toISOString() }] },
        trx,
      );
      const blocked = await this.deps.store.block(person, trx);
      const request: ArcoRequest = {
        id: this.deps.newId(),
        userId: person.id,
        tipo: 'cancelacion',
        estado: 'atendida',
        nombre: `${person.nombre} ${person.apellido}`.trim(),
        email: person.email,
        detalle: 'Cancelación de la cuenta desde «Mis datos personales».',
        respuesta: `Cuenta cancelada y datos bloqueados; se borrarán el ${until.toISOString()}.`,
        createdAt: now.toISOString(),
        venceEn: arcoDeadline(now).toISOString(),
        respondidaEn: now.toISOString(),
        respondidaPor: null,
      };
      await this.deps.requests.insert(request, trx);
      // After the pending mail was deleted: the last message he gets.
      await this.deps.outbox.enqueue(cancelledMail(person.email, person.nombre, until.toISOString()), trx);
      return { request, photo: person.imagenPerfil, archivos: blocked.archivos };
    });
    await this.deps.people.removePhoto(photo);
    for (const file of archivos) await this.deps.files.remove(file);
    return { message: ARCO_MSG.cancelled, data: toView(request, now) };
  }
}

export interface PurgePlanEntry {
  userId: string;
  bloqueadaEn: string;
  conservarHasta: string;
  pasos: PurgeStep[];
}

/**
 * The second stage: the blocked accounts whose retention ended have their data deleted or
 * de-identified and the account row emptied, and the purge is recorded, one transaction each. The
 * dry run (`parrilla privacy purge --dry-run`) answers the same plan and changes nothing.
 */
export class PurgeBlockedData implements ScheduledJob {
  readonly name = 'datos-personales-eliminacion';
  readonly everyMs = 6 * 60 * 60_000;

  constructor(
    private readonly deps: {
      trail: AuditTrail;
      people: PersonDirectory;
      store: PersonalDataStore;
      blocked: BlockedAccountRepository;
      files: PrivateFileStorage;
      tx: TransactionRunner;
      logger: Logger;
    },
  ) {}

  async plan(now: Date): Promise<PurgePlanEntry[]> {
    const out: PurgePlanEntry[] = [];
    for (const account of await this.deps.blocked.dueBy(now.toISOString())) {
      const person = await this.deps.people.person(account.userId);
      if (!person) continue;
      const { pasos } = await this.deps.store.purge(person, { dryRun: true });
      out.push({ userId: account.userId, bloqueadaEn: account.bloqueadaEn, conservarHasta: account.conservarHasta, pasos });
    }
    return out;
  }

  async run(now: Date): Promise<string> {
    let purged = 0;
    for (const account of await this.deps.blocked.dueBy(now.toISOString())) {
      const archivos = await this.deps.tx.run(async (trx) => {
        const person = await this.deps.people.person(account.userId, trx);
        if (!person) return [];
        const result = await this.deps.store.purge(person, { dryRun: false }, trx);
        await this.deps.people.forget(person.id, now, trx);
        if (!(await this.deps.blocked.markPurged(account.userId, now.toISOString(), JSON.stringify(result.pasos), trx))) return [];
        // Done by the scheduled job, not by a person: no actor. What each table lost, by count.
        await this.deps.trail.record(
          { actor: null, accion: 'datos.eliminados', objeto: { tipo: 'usuario', id: person.id, nombre: null }, cambios: result.pasos.map((p) => ({ campo: p.tabla, antes: `${p.filas} fila(s)`, despues: p.accion })) },
          trx,
        );
        purged += 1;
        return result.archivos;
      });
      for (const file of archivos) await this.deps.files.remove(file);
    }
    return `${purged} cuenta(s) cancelada(s) con sus datos eliminados al terminar su conservación`;
  }
}
