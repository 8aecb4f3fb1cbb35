import { z } from 'zod';
import type { OpenSessionView } from '../../../contracts/account-security.views.js';
import type { AuditActor, AuditOrigin, AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { browserName } from '../domain/browser-name.js';
import type { Actor } from '../domain/user.entity.js';
import { sha256 } from './issue-session.js';
import type { SessionRepository, SessionSelection } from './ports/sessions.port.js';

/** Why sessions end; each is one way an owner, the console or a rule ends them. */
export type RevocationReason =
  | 'cerrada-por-su-dueño'
  | 'las-demás-cerradas'
  | 'enlace-del-correo'
  | 'salida'
  | 'contraseña-cambiada'
  | 'contraseña-restablecida'
  | 'segundo-factor-restablecido'
  | 'cuenta-promovida-desde-la-consola'
  | 'cuenta-eliminada';

export const sessionNotFound = () => new NotFoundError('No encontramos esa sesión. Quizá ya estaba cerrada.', 'SESSION_NOT_FOUND');
export const currentSessionNotClosable = () =>
  new ValidationError('Esta es la sesión que usas ahora. Para cerrarla, usa «Cerrar sesión».', { id: 'Es la sesión actual' });
export const revokeLinkInvalid = () =>
  new ValidationError('El enlace para cerrar la sesión ya se usó o expiró. Revisa tus sesiones en Mi perfil → Seguridad o cambia tu contraseña.', {
    enlace: 'Enlace usado o expirado',
  });

/**
 * Who ends sessions, as the audit log records it: an account (the owner, staff, the console's
 * `{ id: 'console' }`), or nobody signed in (a mailed link, a password reset) and where the request came from.
 */
export type Revoker = AuditActor | { anonymous: true; origen?: AuditOrigin };

/**
 * Every end of a session passes here, whoever asks (the owner, a mailed link, a password change or reset,
 * the console, staff deleting the account): ended and recorded in the audit log in one transaction (the
 * caller's when given one), once, and only when something ended (docs/adr/0051).
 */
export class SessionRevocation {
  constructor(private readonly deps: { sessions: SessionRepository; clock: Clock; logger: Logger; audit: AuditTrail; tx: TransactionRunner }) {}

  async revoke(selection: SessionSelection, reason: RevocationReason, by: Revoker, trx?: Transaction): Promise<number> {
    if (!trx) return this.deps.tx.run((own) => this.revoke(selection, reason, by, own));
    const ended = await this.deps.sessions.revoke(selection, this.deps.clock.now().toISOString(), trx);
    if (ended.length === 0) return 0;
    const cambios = [
      { campo: 'motivo', antes: null, despues: reason },
      { campo: 'sesiones', antes: ended, despues: null },
    ];
    const who = 'anonymous' in by ? { actor: null, origen: by.origen } : { actor: by };
    await this.deps.audit.record({ ...who, accion: 'sesion.cerrada', objeto: { tipo: 'usuario', id: selection.userId }, cambios }, trx);
    this.deps.logger.info({ accion: 'sesiones.cerradas', usuario: selection.userId, sesiones: ended.length, motivo: reason }, 'Sesiones cerradas');
    return ended.length;
  }
}

/** The owner's live sessions, the last used first, with the one making the request marked. */
export class ListSessions {
  constructor(private readonly deps: { sessions: SessionRepository; clock: Clock }) {}

  async execute(actor: Actor, currentId: string | null): Promise<OpenSessionView[]> {
    const live = await this.deps.sessions.liveOf(actor.id, this.deps.clock.now().toISOString());
    const views = live.map((s) => ({
      id: s.id,
      navegador: browserName(s.userAgent),
      ip: s.ip,
      ultimoUso: s.lastUsedAt,
      iniciada: s.createdAt,
      actual: s.id === currentId,
    }));
    // The current one first: it is the one the owner recognises.
    return [...views.filter((v) => v.actual), ...views.filter((v) => !v.actual)];
  }
}

/** Ends one of the owner's other sessions; another account's answers as if it did not exist. */
export class RevokeSession {
  constructor(private readonly deps: { revocation: SessionRevocation }) {}

  async execute(actor: Actor, currentId: string | null, id: string): Promise<void> {
    if (id === currentId) throw currentSessionNotClosable();
    if ((await this.deps.revocation.revoke({ userId: actor.id, id }, 'cerrada-por-su-dueño', actor)) === 0) throw sessionNotFound();
  }
}

/** Ends every session of the owner but the one making the request; answers how many ended. */
export class RevokeOtherSessions {
  constructor(private readonly deps: { revocation: SessionRevocation }) {}

  async execute(actor: Actor, currentId: string | null): Promise<number> {
    return this.deps.revocation.revoke({ userId: actor.id, exceptId: currentId }, 'las-demás-cerradas', actor);
  }
}

const mailedLinkSchema = z.object({
  sesion: z.string({ error: 'Falta la sesión' }).trim().min(1, 'Falta la sesión').max(64, 'Sesión inválida'),
  clave: z.string({ error: 'Falta la clave del enlace' }).trim().min(1, 'Falta la clave del enlace').max(128, 'Clave inválida'),
});

/**
 * The link mailed for a sign-in from a new browser: ends that session without signing in. Single use and
 * expiring with the session; a used, expired or altered link ends nothing.
 */
export class RevokeSessionFromMail {
  constructor(private readonly deps: { sessions: SessionRepository; revocation: SessionRevocation; clock: Clock; tx: TransactionRunner }) {}

  async execute(raw: unknown, origen?: AuditOrigin): Promise<void> {
    const input = parseOrThrow(mailedLinkSchema, raw);
    await this.deps.tx.run(async (trx) => {
      const userId = await this.deps.sessions.takeRevokeLink(input.sesion, sha256(input.clave), this.deps.clock.now().toISOString(), trx);
      if (!userId) throw revokeLinkInvalid();
      await this.deps.revocation.revoke({ userId, id: input.sesion }, 'enlace-del-correo', { anonymous: true, origen }, trx);
    });
  }
}
