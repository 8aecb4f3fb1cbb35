import type { Knex } from 'knex';
import { isPostgres } from '../../../../platform/database/knex.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { RecoveryCode, SecondFactorRepository, TotpFactor } from '../../application/ports/second-factor.port.js';

const TOTP = 'totp_factors';
const CODES = 'recovery_codes';
const ATTEMPTS = 'second_step_attempts';

const orNull = <T>(value: T | null | undefined, map: (v: T) => unknown) => (value === null || value === undefined ? null : map(value));

export class KnexSecondFactorRepository implements SecondFactorRepository {
  constructor(private readonly knex: Knex) {}

  async totpOf(userId: string, trx?: Transaction): Promise<TotpFactor | null> {
    const row = await db(this.knex, trx)(TOTP).where({ userId }).first();
    if (!row) return null;
    return { userId: row.userId, secret: row.secret, confirmedAt: row.confirmedAt ?? null, lastStep: orNull(row.lastStep, Number) as number | null, createdAt: row.createdAt };
  }

  async saveTotp(factor: TotpFactor, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TOTP).insert(factor).onConflict('userId').merge();
  }

  async confirmTotp(userId: string, at: string, step: number, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TOTP).where({ userId }).whereNull('confirmedAt').update({ confirmedAt: at, lastStep: step })) === 1;
  }

  async useTotpStep(userId: string, step: number, trx?: Transaction): Promise<boolean> {
    const updated = await db(this.knex, trx)(TOTP)
      .where({ userId })
      .andWhere((q) => q.whereNull('lastStep').orWhere('lastStep', '<', step))
      .update({ lastStep: step });
    return updated === 1;
  }

  async removeTotp(userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TOTP).where({ userId }).delete()) > 0;
  }

  async unusedRecoveryCodes(userId: string, trx?: Transaction): Promise<RecoveryCode[]> {
    const rows = await db(this.knex, trx)(CODES).where({ userId }).whereNull('usedAt').orderBy('id');
    return rows.map((r: RecoveryCode) => ({ id: r.id, userId: r.userId, codeHash: r.codeHash, usedAt: null, createdAt: r.createdAt }));
  }

  /**
   * One transaction under the account's row lock: two replacements at once would each delete the
   * codes before the other's were written and leave both sets.
   */
  async replaceRecoveryCodes(userId: string, codes: RecoveryCode[], trx?: Transaction): Promise<void> {
    const replace = async (q: Knex | Knex.Transaction) => {
      if (isPostgres(this.knex)) await q('users').where({ id: userId }).first('id').forUpdate();
      await q(CODES).where({ userId }).delete();
      if (codes.length) await q(CODES).insert(codes);
    };
    await (trx ? replace(db(this.knex, trx)) : this.knex.transaction(replace));
  }

  async useRecoveryCode(id: string, at: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(CODES).where({ id }).whereNull('usedAt').update({ usedAt: at })) === 1;
  }

  async attemptsOf(userId: string, trx?: Transaction): Promise<{ failures: number; lockedUntil: number | null }> {
    const row = await db(this.knex, trx)(ATTEMPTS).where({ userId }).first();
    return { failures: Number(row?.failures ?? 0), lockedUntil: orNull(row?.lockedUntil, Number) as number | null };
  }

  async saveAttempts(userId: string, state: { failures: number; lockedUntil: number | null }, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(ATTEMPTS).insert({ userId, ...state }).onConflict('userId').merge();
  }
}
