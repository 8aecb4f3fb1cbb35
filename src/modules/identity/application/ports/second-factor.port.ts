import type { Transaction } from '../../../../platform/transactions.js';

/** An account's authenticator app: counts once confirmed with a first code. */
export interface TotpFactor {
  userId: string;
  secret: string;
  confirmedAt: string | null;
  /** The last 30-second step a code was accepted for: a code is taken once. */
  lastStep: number | null;
  createdAt: string;
}

export interface RecoveryCode {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

/** Port: the second factors of the accounts (authenticator app, recovery codes) and the second step's lock. */
export interface SecondFactorRepository {
  totpOf(userId: string, trx?: Transaction): Promise<TotpFactor | null>;
  /** Stores the account's authenticator app, replacing one not yet confirmed. */
  saveTotp(factor: TotpFactor, trx?: Transaction): Promise<void>;
  /** Confirms the app once: false when it was already confirmed (another request did it first). */
  confirmTotp(userId: string, at: string, step: number, trx?: Transaction): Promise<boolean>;
  /** Takes a step once: answers false when that step (or a later one) was already accepted. */
  useTotpStep(userId: string, step: number, trx?: Transaction): Promise<boolean>;
  /** Removes the app; answers whether there was one to remove (of requests at once, one is told true). */
  removeTotp(userId: string, trx?: Transaction): Promise<boolean>;
  unusedRecoveryCodes(userId: string, trx?: Transaction): Promise<RecoveryCode[]>;
  /** Replaces every recovery code of the account with these. */
  replaceRecoveryCodes(userId: string, codes: RecoveryCode[], trx?: Transaction): Promise<void>;
  /** Spends a code once: false when it was already used. */
  useRecoveryCode(id: string, at: string, trx?: Transaction): Promise<boolean>;
  /** Wrong codes in a row and the lock (epoch ms). */
  attemptsOf(userId: string, trx?: Transaction): Promise<{ failures: number; lockedUntil: number | null }>;
  saveAttempts(userId: string, state: { failures: number; lockedUntil: number | null }, trx?: Transaction): Promise<void>;
}

/** Port: RFC 6238 codes (otpauth) and the QR code that carries a secret to the phone (qrcode). */
export interface TotpEngine {
  /** A new random secret, base32. */
  newSecret(): string;
  /** The otpauth:// address an authenticator app reads from the QR code. */
  uri(secret: string, account: string): string;
  /** The 30-second step a 6-digit code is right for at `at` (one step either side allowed), or null. */
  stepOf(secret: string, code: string, at: Date): number | null;
  /** The QR code of an address, as an image data URL. */
  qr(uri: string): Promise<string>;
}
