import {
  ARCO_MSG,
  arcoAnswerSchema,
  arcoOwnRequestSchema,
  arcoPublicRequestSchema,
  type ArcoAttention,
  type ArcoFiledAnswer,
  type ArcoQueueAnswer,
  type ArcoRequestView,
  type ArcoTemplate,
  type MyArcoRequestsAnswer,
} from '../../../contracts/data-rights.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, assertMayAct, type Actor } from '../../identity/index.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { arcoDeadline, deadlineState } from './deadlines.js';
import { filedMail, stepMail } from './data-rights.mails.js';
import type { ArcoRequest, ArcoRequestRepository, DataExportRepository, PersonDirectory } from './ports/data-rights.ports.js';

/** A request just filed: unanswered, due in the legal deadline counted from now. */
function newRequest(id: string, now: Date, fields: Pick<ArcoRequest, 'userId' | 'tipo' | 'estado' | 'nombre' | 'email' | 'detalle'>): ArcoRequest {
  return { id, ...fields, respuesta: null, createdAt: now.toISOString(), venceEn: arcoDeadline(now).toISOString(), respondidaEn: null, respondidaPor: null };
}

/** A request as the audit log names it: its kind and whose it is, never its text. */
const requestObject = (r: ArcoRequest) => ({ tipo: 'solicitud-arco', id: r.id, nombre: `${r.tipo}: ${r.email}` });

export function toView(r: ArcoRequest, now: Date): ArcoRequestView {
  const answered = r.estado === 'atendida' || r.estado === 'negada';
  return {
    id: r.id,
    tipo: r.tipo,
    estado: r.estado,
    nombre: r.nombre,
    email: r.email,
    conCuenta: r.userId !== null,
    detalle: r.detalle,
    respuesta: r.respuesta,
    creadaEn: r.createdAt,
    venceEn: r.venceEn,
    respondidaEn: r.respondidaEn,
    plazo: deadlineState(now, new Date(r.venceEn), answered),
  };
}

/** The answer templates of the admin queue; the admin edits the text before sending. */
export const ARCO_TEMPLATES: readonly ArcoTemplate[] = [
  { clave: 'rectificacion-hecha', titulo: 'Rectificación hecha', estado: 'atendida', texto: 'Corregimos los datos que nos indicaste. Puedes verlos en tu perfil; si algo sigue mal, respóndenos a este correo.' },
  { clave: 'oposicion-aceptada', titulo: 'Oposición aceptada', estado: 'atendida', texto: 'Dejamos de usar tus datos para la finalidad que indicaste. Las finalidades necesarias para correr los campeonatos, los pagos y las facturas siguen, como indica el aviso de privacidad.' },
  { clave: 'cancelacion-hecha', titulo: 'Cancelación hecha', estado: 'atendida', texto: 'Cancelamos tu cuenta: tus datos quedaron bloqueados y se borrarán al terminar su plazo legal de conservación (pagos y facturas: 5 años desde el pago, por el Código Fiscal).' },
  { clave: 'identidad-no-acreditada', titulo: 'Falta acreditar identidad', estado: 'negada', texto: 'No pudimos confirmar que la solicitud viene del titular de los datos. Envíanos la solicitud desde el correo registrado en tu cuenta o inicia sesión y hazla desde «Mis datos personales».' },
  { clave: 'sin-datos', titulo: 'No tenemos datos', estado: 'atendida', texto: 'Buscamos en el sitio y no guardamos datos personales asociados a tu correo.' },
];

const PUBLIC_WINDOW_MS = 60 * 60_000;
const PUBLIC_PER_WINDOW = 5;

interface Deps {
  /** The audit log (docs/adr/0051): every step of a request is recorded in its transaction. */
  trail: AuditTrail;
  requests: ArcoRequestRepository;
  exports: DataExportRepository;
  people: PersonDirectory;
  outbox: MailOutbox;
  limiter: RateLimiter;
  tx: TransactionRunner;
  clock: Clock;
  newId: IdGenerator;
}

/**
 * A signed-in person files a request from 'Mis datos personales'. Access is answered at once: the
 * request is recorded as answered and a job makes the download and mails its link. The others go to
 * the admin queue with their legal deadline; the person is mailed that it arrived.
 */
export class FileOwnArcoRequest {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, raw: unknown): Promise<ArcoFiledAnswer> {
    assertMayAct(actor);
    const input = parseOrThrow(arcoOwnRequestSchema, raw);
    const person = await this.deps.people.person(actor.id);
    if (!person) throw new NotFoundError('Usuario no encontrado', 'USER_NOT_FOUND');
    const now = this.deps.clock.now();
    const request = newRequest(this.deps.newId(), now, {
      userId: person.id,
      tipo: input.tipo,
      estado: input.tipo === 'acceso' ? 'en_proceso' : 'recibida',
      nombre: `${person.nombre} ${person.apellido}`.trim(),
      email: person.email,
      detalle: input.detalle,
    });
    await this.deps.tx.run(async (trx) => {
      await this.deps.requests.insert(request, trx);
      await this.deps.trail.record({ actor, accion: 'arco.solicitud-presentada', objeto: requestObject(request) }, trx);
      if (input.tipo === 'acceso') {
        await this.deps.exports.insert({ id: this.deps.newId(), userId: person.id, solicitudId: request.id, estado: 'pendiente', tokenHash: null, archivo: null, createdAt: request.createdAt, listaEn: null, venceEn: null }, trx);
      } else {
        await this.deps.outbox.enqueue(filedMail(request), trx);
      }
    });
    return { message: input.tipo === 'acceso' ? ARCO_MSG.accessFiled : ARCO_MSG.filed, data: toView(request, now) };
  }
}

/** Someone without an account files a request by the public form; it always goes to the admin queue (who asks must be confirmed). */
export class FilePublicArcoRequest {
  constructor(private readonly deps: Deps) {}

  async execute(raw: unknown, ip: string): Promise<ArcoFiledAnswer> {
    const input = parseOrThrow(arcoPublicRequestSchema, raw);
    if ((await this.deps.limiter.hit(`arco:client:${ip}`, PUBLIC_WINDOW_MS)) > PUBLIC_PER_WINDOW) {
      throw new TooManyRequestsError('Demasiadas solicitudes desde tu conexión. Inténtalo de nuevo en una hora.', PUBLIC_WINDOW_MS / 1000);
    }
    const now = this.deps.clock.now();
    const request = newRequest(this.deps.newId(), now, { userId: null, tipo: input.tipo, estado: 'recibida', nombre: input.nombre, email: input.email, detalle: input.detalle });
    await this.deps.tx.run(async (trx) => {
      await this.deps.requests.insert(request, trx);
      await this.deps.trail.record({ actor: null, origen: { ip, navegador: null }, accion: 'arco.solicitud-presentada', objeto: requestObject(request) }, trx);
      await this.deps.outbox.enqueue(filedMail(request), trx);
    });
    return { message: ARCO_MSG.filed, data: toView(request, now) };
  }
}

export class ListMyArcoRequests {
  constructor(private readonly deps: Pick<Deps, 'requests' | 'clock'>) {}

  async execute(actor: Actor): Promise<MyArcoRequestsAnswer> {
    const now = this.deps.clock.now();
    return { solicitudes: (await this.deps.requests.ofUser(actor.id)).map((r) => toView(r, now)) };
  }
}

/** The admins' queue ('Solicitudes ARCO'): open ones by deadline first, with the answer templates. */
export class ListArcoQueue {
  constructor(private readonly deps: Pick<Deps, 'requests' | 'clock'>) {}

  async execute(actor: Actor | null, options: { abiertas?: boolean } = {}): Promise<ArcoQueueAnswer> {
    if (actor) assertAdmin(actor);
    const now = this.deps.clock.now();
    return { solicitudes: (await this.deps.requests.list(options)).map((r) => toView(r, now)), plantillas: [...ARCO_TEMPLATES] };
  }
}

/** An admin moves a request to 'en proceso' or answers it; the person is mailed each step, in the same transaction. */
export class AnswerArcoRequest {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, id: string, raw: unknown): Promise<ArcoFiledAnswer> {
    assertAdmin(actor);
    const input = parseOrThrow(arcoAnswerSchema, raw);
    const now = this.deps.clock.now();
    const updated = await this.deps.tx.run(async (trx) => {
      const current = await this.deps.requests.find(id, trx);
      if (!current) throw new NotFoundError(ARCO_MSG.notFound, 'ARCO_REQUEST_NOT_FOUND');
      if (current.estado === 'atendida' || current.estado === 'negada') throw new ConflictError('ARCO_REQUEST_ANSWERED', ARCO_MSG.alreadyAnswered);
      if (current.estado === input.estado) return current;
      const changes: Partial<ArcoRequest> =
        input.estado === 'en_proceso' ? { estado: 'en_proceso' } : { estado: input.estado, respuesta: input.respuesta, respondidaEn: now.toISOString(), respondidaPor: actor.id };
      if (!(await this.deps.requests.update(id, current.estado, changes, trx))) throw new ConflictError('ARCO_REQUEST_ANSWERED', ARCO_MSG.alreadyAnswered);
      const next = { ...current, ...changes };
      await this.deps.trail.record(
        { actor, accion: 'arco.solicitud-respondida', objeto: requestObject(next), cambios: [{ campo: 'estado', antes: current.estado, despues: next.estado }] },
        trx,
      );
      await this.deps.outbox.enqueue(stepMail(next), trx);
      return next;
    });
    return { message: input.estado === 'en_proceso' ? ARCO_MSG.moved : ARCO_MSG.answered, data: toView(updated, now) };
  }
}

/** For the admin dashboard: open requests near (5 business days or fewer) or past their deadline. */
export class ArcoAttentionCount {
  constructor(private readonly deps: Pick<Deps, 'requests' | 'clock'>) {}

  async execute(actor: Actor): Promise<ArcoAttention> {
    assertAdmin(actor);
    const now = this.deps.clock.now();
    const open = await this.deps.requests.list({ abiertas: true });
    let porVencer = 0;
    let vencidas = 0;
    for (const r of open) {
      const state = deadlineState(now, new Date(r.venceEn), false);
      if (state === 'vencida') vencidas += 1;
      else if (state === 'por-vencer') porVencer += 1;
    }
    return { porVencer, vencidas };
  }
}
