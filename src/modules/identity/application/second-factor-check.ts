import { randomInt } from 'node:crypto';
import type { SecondStepMethod } from '../../../contracts/account-security.views.js';
import type { Clock } from '../../../platform/clock.js';
import { TooManyRequestsError, UnauthenticatedError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction } from '../../../platform/transactions.js';
import type { PasskeyRepository } from './ports/passkeys.port.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { RecoveryCode, SecondFactorRepository, TotpEngine } from './ports/second-factor.port.js';

/** Wrong codes in a row that lock the second step, and for how long. */
export const SECOND_STEP_MAX_FAILURES = 5;
export const SECOND_STEP_LOCK_MS = 15 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const wrongCode = () => new UnauthenticatedError('El código no es correcto. Revisa tu aplicación o usa un código de recuperación.', 'SECOND_FACTOR_INVALID');
export const wrongPassword = () => new UnauthenticatedError('La contraseña no es correcta.', 'PASSWORD_INVALID');
export const secondStepLocked = (retryAfterSeconds: number) =>
  new TooManyRequestsError('Demasiados códigos incorrectos. Espera 15 minutos e inténtalo de nuevo, o entra con una llave de acceso.', retryAfterSeconds);
const passwordLocked = (retryAfterSeconds: number) => new TooManyRequestsError('Demasiadas contraseñas incorrectas. Espera 15 minutos e inténtalo de nuevo.', retryAfterSeconds);

/** 'k7m2p-x9q4r': ten characters without look-alikes (no 0/o, 1/l/i), in two groups. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code as typed: any case, spaces or dashes. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The one check of a second factor, for the second step of a sign-in and (next) for the fresh
 * confirmation that sensitive actions will ask: whether an account has a factor, and a code of its
 * authenticator app or one of its recovery codes, each taken once, with five wrong codes in a row locking
 * the account's second step for 15 minutes.
 */
export class SecondFactorCheck {
  constructor(
    private readonly deps: {
      factors: SecondFactorRepository;
      passkeys: PasskeyRepository;
      totp: TotpEngine;
      hasher: PasswordHasher;
      clock: Clock;
      newId: IdGenerator;
    },
  ) {}

  /** The ways this account may answer a second step; empty when it has no second factor. */
  async methodsOf(userId: string): Promise<SecondStepMethod[]> {
    const [totp, passkeys, codes] = await Promise.all([
      this.deps.factors.totpOf(userId),
      this.deps.passkeys.listOf(userId),
      this.deps.factors.unusedRecoveryCodes(userId),
    ]);
    const methods: SecondStepMethod[] = [];
    if (totp?.confirmedAt) methods.push('app');
    if (passkeys.length) methods.push('llave');
    if (methods.length && codes.length) methods.push('recuperacion');
    return methods;
  }

  async hasFactor(userId: string): Promise<boolean> {
    return (await this.methodsOf(userId)).length > 0;
  }

  /** Refuses while the account's second step is locked. */
  async assertNotLocked(userId: string, locked = secondStepLocked): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const { lockedUntil } = await this.deps.factors.attemptsOf(userId);
    if (lockedUntil !== null && lockedUntil > now) throw locked(Math.ceil((lockedUntil - now) / 1000));
  }

  /**
   * Checks a code for the account: six digits of its confirmed app (a step not used before), or one of
   * its unused recovery codes (spent here). A wrong code counts toward the lock; a right one clears it.
   */
  async verifyCode(userId: string, typed: string): Promise<void> {
    const code = typed.replace(/\s+/g, '');
    await this.counted(userId, (at) => this.matches(userId, code, at), wrongCode, secondStepLocked);
  }

  /**
   * Checks the password of an account without a second factor when it confirms a sensitive action
   * (docs/adr/0046), counted toward the same lock as the codes: five wrong ones lock it for 15 minutes.
   */
  async verifyPassword(userId: string, passwordHash: string | null, typed: string): Promise<void> {
    await this.counted(userId, async () => passwordHash !== null && (await this.deps.hasher.verify(passwordHash, typed)), wrongPassword, passwordLocked);
  }

  /** A right answer clears the count of wrong ones; the fifth wrong one in a row locks for 15 minutes. */
  private async counted(userId: string, check: (at: Date) => Promise<boolean>, wrong: () => Error, locked: (retryAfterSeconds: number) => TooManyRequestsError): Promise<void> {
    await this.assertNotLocked(userId, locked);
    const at = this.deps.clock.now();
    if (await check(at)) {
      await this.deps.factors.saveAttempts(userId, { failures: 0, lockedUntil: null });
      return;
    }
    const { failures } = await this.deps.factors.attemptsOf(userId);
    if (failures + 1 >= SECOND_STEP_MAX_FAILURES) {
      await this.deps.factors.saveAttempts(userId, { failures: 0, lockedUntil: at.getTime() + SECOND_STEP_LOCK_MS });
      throw locked(SECOND_STEP_LOCK_MS / 1000);
    }
    await this.deps.factors.saveAttempts(userId, { failures: failures + 1, lockedUntil: null });
    throw wrong();
  }

  /** Ten new recovery codes for the account, replacing any it had; answered in clear once, stored hashed. */
  async newRecoveryCodes(userId: string, trx?: Transaction): Promise<string[]> {
    const now = this.deps.clock.now().toISOString();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const rows: RecoveryCode[] = [];
    for (const code of codes) rows.push({ id: this.deps.newId(), userId, codeHash: await this.deps.hasher.hash(normaliseRecoveryCode(code)), usedAt: null, createdAt: now });
    await this.deps.factors.replaceRecoveryCodes(userId, rows, trx);
    return codes;
  }

  private async matches(userId: string, code: string, at: Date): Promise<boolean> {
    if (/^\d{6}$/.test(code)) {
      const totp = await this.deps.factors.totpOf(userId);
      if (!totp?.confirmedAt) return false;
      const step = this.deps.totp.stepOf(totp.secret, code, at);
      return step !== null && (await this.deps.factors.useTotpStep(userId, step));
    }
    const normalised = normaliseRecoveryCode(code);
    if (normalised.length !== 10) return false;
    for (const stored of await this.deps.factors.unusedRecoveryCodes(userId)) {
      if (await this.deps.hasher.verify(stored.codeHash, normalised)) return this.deps.factors.useRecoveryCode(stored.id, at.toISOString());
    }
    return false;
  }
}
