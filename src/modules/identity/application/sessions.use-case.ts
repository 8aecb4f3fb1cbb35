import { z } from 'zod';
import type { OpenSessionView } from '../../../contracts/account-security.views.js';
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
 * Every end of a session passes here, whoever asks (the owner, a mailed link, a password change or reset,
 * the console): the one place where it will be recorded. Within the caller's transaction when given one.
 */
export class SessionRevocation {
  constructor(private readonly deps: { sessions: SessionRepository; clock: Clock; logger: Logger }) {}

  async revoke(selection: SessionSelection, reason: RevocationReason, trx?: Transaction): Promise<number> {
    const ended = await this.deps.sessions.revoke(selection, this.deps.clock.now().toISOString(), trx);
    if (ended.length > 0) this.deps.logger.info({ accion: 'sesiones.cerradas', usuario: selection.userId, sesiones: ended.length, motivo: reason }, 'Sesiones cerradas');
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
    if ((await this.deps.revocation.revoke({ userId: actor.id, id }, 'cerrada-por-su-dueño')) === 0) throw sessionNotFound();
  }
}

/** Ends every session of the owner but the one making the request; answers how many ended. */
export class RevokeOtherSessions {
  constructor(private readonly deps: { revocation: SessionRevocation }) {}

  async execute(actor: Actor, currentId: string | null): Promise<number> {
    return this.deps.revocation.revoke({ userId: actor.id, exceptId: currentId }, 'las-demás-cerradas');
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

  async execute(raw: unknown): Promise<void> {
    const input = parseOrThrow(mailedLinkSchema, raw);
    await this.deps.tx.run(async (trx) => {
      const userId = await this.deps.sessions.takeRevokeLink(input.sesion, sha256(input.clave), this.deps.clock.now().toISOString(), trx);
      if (!userId) throw revokeLinkInvalid();
      await this.deps.revocation.revoke({ userId, id: input.sesion }, 'enlace-del-correo', trx);
    });
  }
}
