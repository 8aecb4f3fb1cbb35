import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { AuditAction } from '../../../contracts/audit.messages.js';
import { confirmTotpRequestSchema, type ConfirmTotpRequest } from '../../../contracts/account-security.contract.js';
import type { TotpSetupAnswer } from '../../../contracts/account-security.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { userNotFound } from '../domain/identity.errors.js';
import { assertMayAct } from '../domain/user-permissions.js';
import type { Actor } from '../domain/user.entity.js';
import type { PasskeyRepository } from './ports/passkeys.port.js';
import type { SecondFactorRepository, TotpEngine } from './ports/second-factor.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SecondFactorCheck } from './second-factor-check.js';

export const totpAlreadyOn = () => new ConflictError('TOTP_ALREADY_ON', 'Ya tienes una aplicación de autenticación. Quítala antes de configurar otra.');
export const totpNotStarted = () => new NotFoundError('Primero genera el código QR de tu aplicación de autenticación.', 'TOTP_NOT_STARTED');
export const totpWrongCode = () => new ValidationError('El código no es correcto. Revisa la hora de tu teléfono y escribe el código que muestra ahora.', { codigo: 'El código no es correcto' });
export const noSecondFactor = () => new NotFoundError('No tienes un segundo factor: primero agrega una aplicación de autenticación o una llave de acceso.', 'NO_SECOND_FACTOR');

interface TotpDeps {
  users: UserRepository;
  factors: SecondFactorRepository;
  totp: TotpEngine;
  secondFactor: SecondFactorCheck;
  clock: Clock;
  tx: TransactionRunner;
  audit: AuditTrail;
}

/** A change of an account's second factor, as the audit log keeps it (docs/adr/0051); never the secret or a code. */
const factorEntry = (actor: Actor, accion: AuditAction, factor: string, antes: unknown, despues: unknown) => ({
  actor,
  accion,
  objeto: { tipo: 'usuario', id: actor.id },
  cambios: [{ campo: factor, antes, despues }],
});

/** A new secret for the authenticator app, shown as a QR code and as text; it counts only once confirmed. */
export class StartTotpSetup {
  constructor(private readonly deps: TotpDeps) {}

  async execute(actor: Actor): Promise<TotpSetupAnswer> {
    assertMayAct(actor);
    const user = await this.deps.users.findById(actor.id);
    if (!user || user.deletedAt) throw userNotFound();
    if ((await this.deps.factors.totpOf(actor.id))?.confirmedAt) throw totpAlreadyOn();
    const secreto = this.deps.totp.newSecret();
    await this.deps.factors.saveTotp({ userId: actor.id, secret: secreto, confirmedAt: null, lastStep: null, createdAt: this.deps.clock.now().toISOString() });
    const uri = this.deps.totp.uri(secreto, user.email);
    return { secreto, uri, qr: await this.deps.totp.qr(uri) };
  }
}

/**
 * Confirms the app with the code it shows now: from then on it is a second factor. Answers ten new
 * recovery codes, shown this once.
 */
export class ConfirmTotp {
  constructor(private readonly deps: TotpDeps) {}

  async execute(actor: Actor, raw: ConfirmTotpRequest): Promise<string[]> {
    assertMayAct(actor);
    const { codigo } = parseOrThrow(confirmTotpRequestSchema, raw);
    const factor = await this.deps.factors.totpOf(actor.id);
    if (!factor) throw totpNotStarted();
    if (factor.confirmedAt) throw totpAlreadyOn();
    const now = this.deps.clock.now();
    const step = this.deps.totp.stepOf(factor.secret, codigo, now);
    if (step === null) throw totpWrongCode();
    return this.deps.tx.run(async (trx) => {
      // Sent twice at once, both may read it unconfirmed: only the one that confirmed it answers codes.
      if (!(await this.deps.factors.confirmTotp(actor.id, now.toISOString(), step, trx))) throw totpAlreadyOn();
      await this.deps.audit.record(factorEntry(actor, 'segundo-factor.app-activada', 'aplicación de autenticación', 'apagada', 'activa'), trx);
      return this.deps.secondFactor.newRecoveryCodes(actor.id, trx);
    });
  }
}

/** Turns the app off; with no passkey left the recovery codes go too. */
export class RemoveTotp {
  constructor(private readonly deps: TotpDeps & { passkeys: Pick<PasskeyRepository, 'listOf'> }) {}

  async execute(actor: Actor): Promise<void> {
    assertMayAct(actor);
    if (!(await this.deps.factors.totpOf(actor.id))) throw new NotFoundError('No tienes una aplicación de autenticación.', 'TOTP_NOT_FOUND');
    await this.deps.tx.run(async (trx) => {
      // Of requests at once only the one that removed it goes on; the others are told it is gone.
      if (!(await this.deps.factors.removeTotp(actor.id, trx))) throw new NotFoundError('No tienes una aplicación de autenticación.', 'TOTP_NOT_FOUND');
      await this.deps.audit.record(factorEntry(actor, 'segundo-factor.app-quitada', 'aplicación de autenticación', 'activa', 'apagada'), trx);
      if ((await this.deps.passkeys.listOf(actor.id, trx)).length === 0) await this.deps.factors.replaceRecoveryCodes(actor.id, [], trx);
    });
  }
}

/** Ten new recovery codes replacing the old ones (all of them, used or not); for an account with a factor. */
export class RegenerateRecoveryCodes {
  constructor(private readonly deps: TotpDeps) {}

  async execute(actor: Actor): Promise<string[]> {
    assertMayAct(actor);
    if (!(await this.deps.secondFactor.hasFactor(actor.id))) throw noSecondFactor();
    return this.deps.tx.run(async (trx) => {
      await this.deps.audit.record(factorEntry(actor, 'segundo-factor.codigos-nuevos', 'códigos de recuperación', 'anteriores', 'nuevos'), trx);
      return this.deps.secondFactor.newRecoveryCodes(actor.id, trx);
    });
  }
}
