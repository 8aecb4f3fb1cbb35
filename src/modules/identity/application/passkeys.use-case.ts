import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { finishPasskeyRequestSchema, renamePasskeyRequestSchema, type FinishPasskeyRequest, type RenamePasskeyRequest } from '../../../contracts/account-security.contract.js';
import type { PasskeyView, WebAuthnOptionsAnswer } from '../../../contracts/account-security.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { userNotFound } from '../domain/identity.errors.js';
import { assertMayAct } from '../domain/user-permissions.js';
import type { Actor } from '../domain/user.entity.js';
import type { ChallengeStore, Passkey, PasskeyRepository, WebAuthnCeremonies } from './ports/passkeys.port.js';
import type { UserRepository } from './ports/user.repository.port.js';

/** How long a WebAuthn challenge may be answered: the browser's 2 minutes and some slack. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 3 * 60_000;

export const challengeExpired = () =>
  new ValidationError('La solicitud de la llave de acceso expiró o ya se usó. Vuelve a intentarlo.', { desafio: 'La solicitud expiró o ya se usó' });
export const passkeyNotVerified = () => new ValidationError('No se pudo verificar la llave de acceso. Vuelve a intentarlo.');
export const passkeyNotFound = () => new NotFoundError('Llave de acceso no encontrada', 'PASSKEY_NOT_FOUND');
export const passkeyTaken = () => new ConflictError('PASSKEY_TAKEN', 'Esa llave de acceso ya está registrada.');

export function toPasskeyView(p: Passkey): PasskeyView {
  return { id: p.id, nombre: p.nombre, creadaEl: p.createdAt, ultimoUso: p.lastUsedAt, sincronizada: p.backedUp };
}

interface PasskeyDeps {
  users: UserRepository;
  passkeys: PasskeyRepository;
  challenges: ChallengeStore;
  webauthn: WebAuthnCeremonies;
  clock: Clock;
  newId: IdGenerator;
  tx: TransactionRunner;
  audit: AuditTrail;
}

/** The owner's passkeys, oldest first. */
export class ListPasskeys {
  constructor(private readonly deps: Pick<PasskeyDeps, 'passkeys'>) {}

  async execute(actor: Actor): Promise<PasskeyView[]> {
    return (await this.deps.passkeys.listOf(actor.id)).map(toPasskeyView);
  }
}

/** Step one of adding a passkey: the options for the browser, with a challenge kept on the server for this account. */
export class StartPasskeyRegistration {
  constructor(private readonly deps: PasskeyDeps) {}

  async execute(actor: Actor): Promise<WebAuthnOptionsAnswer> {
    assertMayAct(actor);
    const user = await this.deps.users.findById(actor.id);
    if (!user || user.deletedAt) throw userNotFound();
    const existing = await this.deps.passkeys.listOf(user.id);
    const { options, challenge } = await this.deps.webauthn.registrationOptions({
      userId: user.id,
      userName: user.email,
      displayName: `${user.nombre} ${user.apellido}`.trim(),
      exclude: existing,
    });
    const now = this.deps.clock.now();
    const id = this.deps.newId();
    await this.deps.challenges.put({ id, purpose: 'llave-registro', userId: user.id, challenge, expiresAt: now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS, createdAt: now.toISOString() }, now.getTime());
    return { desafio: id, opciones: options as Record<string, unknown> };
  }
}

/** Step two: the browser's answer, verified against this account's challenge (used once), stored with its name. */
export class FinishPasskeyRegistration {
  constructor(private readonly deps: PasskeyDeps) {}

  async execute(actor: Actor, raw: FinishPasskeyRequest): Promise<PasskeyView> {
    assertMayAct(actor);
    const input = parseOrThrow(finishPasskeyRequestSchema, raw);
    const now = this.deps.clock.now();
    const open = await this.deps.challenges.take(input.desafio, 'llave-registro', now.getTime());
    if (!open || open.userId !== actor.id || !open.challenge) throw challengeExpired();
    const credential = await this.deps.webauthn.verifyRegistration(input.respuesta, open.challenge);
    if (!credential) throw passkeyNotVerified();
    return this.deps.tx.run(async (trx) => {
      if (await this.deps.passkeys.findByCredentialId(credential.credentialId, trx)) throw passkeyTaken();
      const count = (await this.deps.passkeys.listOf(actor.id, trx)).length;
      const passkey: Passkey = {
        id: this.deps.newId(),
        userId: actor.id,
        ...credential,
        nombre: input.nombre ?? `Llave de acceso ${count + 1}`,
        createdAt: now.toISOString(),
        lastUsedAt: null,
      };
      await this.deps.passkeys.insert(passkey, trx);
      await this.deps.audit.record({ actor, accion: 'segundo-factor.llave-agregada', objeto: { tipo: 'usuario', id: actor.id }, cambios: [{ campo: 'llave de acceso', antes: null, despues: passkey.nombre }] }, trx);
      return toPasskeyView(passkey);
    });
  }
}

export class RenamePasskey {
  constructor(private readonly deps: Pick<PasskeyDeps, 'passkeys'>) {}

  async execute(actor: Actor, id: string, raw: RenamePasskeyRequest): Promise<void> {
    assertMayAct(actor);
    const input = parseOrThrow(renamePasskeyRequestSchema, raw);
    if (!(await this.deps.passkeys.rename(actor.id, id, input.nombre))) throw passkeyNotFound();
  }
}

/** Removes one of the owner's passkeys (another account's is 'not found', as if it did not exist). */
export class RemovePasskey {
  constructor(private readonly deps: Pick<PasskeyDeps, 'passkeys' | 'tx' | 'audit'>) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertMayAct(actor);
    await this.deps.tx.run(async (trx) => {
      const named = (await this.deps.passkeys.listOf(actor.id, trx)).find((p) => p.id === id);
      if (!named || !(await this.deps.passkeys.remove(actor.id, id, trx))) throw passkeyNotFound();
      await this.deps.audit.record({ actor, accion: 'segundo-factor.llave-quitada', objeto: { tipo: 'usuario', id: actor.id }, cambios: [{ campo: 'llave de acceso', antes: named.nombre, despues: null }] }, trx);
    });
  }
}
