import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { Logger } from '../../../platform/logger.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { notAllowed, userNotFound } from '../domain/identity.errors.js';
import { graceFrom, isStaff } from '../domain/second-factor-rule.js';
import { assertMayAct } from '../domain/user-permissions.js';
import type { Actor } from '../domain/user.entity.js';
import type { PasskeyRepository } from './ports/passkeys.port.js';
import type { SecondFactorRepository } from './ports/second-factor.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SessionRevocation } from './sessions.use-case.js';

/**
 * The way back for an account that lost its second factor (a superadmin's phone and codes gone): removes
 * its app, passkeys and recovery codes, unlocks its second step and ends its sessions. Only the console
 * (`parrilla users reset-second-factor`, whoever holds the server's shell) calls it; it is logged as the
 * console's act. A staff account gets seven days from now to set a factor again (docs/adr/0046).
 */
export class ResetSecondFactor {
  constructor(
    private readonly deps: {
      users: UserRepository;
      passkeys: PasskeyRepository;
      factors: SecondFactorRepository;
      clock: Clock;
      tx: TransactionRunner;
      logger: Logger;
      audit: AuditTrail;
      revocation: SessionRevocation;
    },
  ) {}

  async execute(actor: Actor, userId: string): Promise<{ email: string; llaves: number; app: boolean }> {
    assertMayAct(actor);
    if (actor.id !== 'console') throw notAllowed('Solo la línea de comandos restablece el segundo factor de una cuenta');
    const result = await this.deps.tx.run(async (trx) => {
      const user = await this.deps.users.findById(userId, trx);
      if (!user || user.deletedAt) throw userNotFound();
      const passkeys = await this.deps.passkeys.listOf(user.id, trx);
      for (const p of passkeys) await this.deps.passkeys.remove(user.id, p.id, trx);
      const app = (await this.deps.factors.totpOf(user.id, trx)) !== null;
      await this.deps.factors.removeTotp(user.id, trx);
      await this.deps.factors.replaceRecoveryCodes(user.id, [], trx);
      await this.deps.factors.saveAttempts(user.id, { failures: 0, lockedUntil: null }, trx);
      const now = this.deps.clock.now();
      await this.deps.users.update(
        user.id,
        { tokenVersion: user.tokenVersion + 1, updatedAt: now.toISOString(), ...(isStaff(user) ? { segundoFactorPlazo: graceFrom(now) } : {}) },
        trx,
      );
      const cambios = [
        { campo: 'llaves de acceso', antes: passkeys.length, despues: 0 },
        { campo: 'aplicación de autenticación', antes: app ? 'activa' : 'apagada', despues: 'apagada' },
      ];
      await this.deps.audit.record({ actor, accion: 'segundo-factor.restablecido', objeto: { tipo: 'usuario', id: user.id, nombre: user.email }, cambios }, trx);
      await this.deps.revocation.revoke({ userId: user.id, exceptId: null }, 'segundo-factor-restablecido', actor, trx);
      return { email: user.email, llaves: passkeys.length, app };
    });
    this.deps.logger.warn({ actor: 'consola', accion: 'segundo-factor.restablecido', usuario: userId, llaves: result.llaves, app: result.app }, 'Segundo factor restablecido desde la consola');
    return result;
  }
}
