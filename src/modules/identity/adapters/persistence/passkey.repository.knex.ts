import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { ChallengePurpose, ChallengeRecord, ChallengeStore, Passkey, PasskeyRepository } from '../../application/ports/passkeys.port.js';

const PASSKEYS = 'passkeys';
const CHALLENGES = 'auth_challenges';

function toPasskey(row: Record<string, unknown>): Passkey {
  return {
    id: String(row.id),
    userId: String(row.userId),
    credentialId: String(row.credentialId),
    publicKey: String(row.publicKey),
    counter: Number(row.counter),
    transports: row.transports ? (JSON.parse(String(row.transports)) as string[]) : [],
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: Boolean(row.backedUp),
    nombre: String(row.nombre),
    createdAt: String(row.createdAt),
    lastUsedAt: row.lastUsedAt === null || row.lastUsedAt === undefined ? null : String(row.lastUsedAt),
  };
}

export class KnexPasskeyRepository implements PasskeyRepository {
  constructor(private readonly knex: Knex) {}

  async listOf(userId: string, trx?: Transaction): Promise<Passkey[]> {
    const rows = await db(this.knex, trx)(PASSKEYS).where({ userId }).orderBy([{ column: 'createdAt' }, { column: 'id' }]);
    return rows.map(toPasskey);
  }

  async findByCredentialId(credentialId: string, trx?: Transaction): Promise<Passkey | null> {
    const row = await db(this.knex, trx)(PASSKEYS).where({ credentialId }).first();
    return row ? toPasskey(row) : null;
  }

  async insert(passkey: Passkey, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(PASSKEYS).insert({ ...passkey, transports: JSON.stringify(passkey.transports) });
  }

  async rename(userId: string, id: string, nombre: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(PASSKEYS).where({ userId, id }).update({ nombre })) > 0;
  }

  async remove(userId: string, id: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(PASSKEYS).where({ userId, id }).delete()) > 0;
  }

  async markUsed(id: string, counter: number, at: string, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(PASSKEYS).where({ id }).update({ counter, lastUsedAt: at });
  }
}

function toChallenge(row: Record<string, unknown>): ChallengeRecord {
  return {
    id: String(row.id),
    purpose: row.purpose as ChallengePurpose,
    userId: row.userId === null || row.userId === undefined ? null : String(row.userId),
    challenge: row.challenge === null || row.challenge === undefined ? null : String(row.challenge),
    expiresAt: Number(row.expiresAt),
    createdAt: String(row.createdAt),
  };
}

export class KnexChallengeStore implements ChallengeStore {
  constructor(private readonly knex: Knex) {}

  async put(record: ChallengeRecord, now: number, trx?: Transaction): Promise<void> {
    const q = db(this.knex, trx);
    await q(CHALLENGES).where('expiresAt', '<=', now).delete();
    await q(CHALLENGES).insert(record);
  }

  async peek(id: string, purpose: ChallengePurpose, now: number, trx?: Transaction): Promise<ChallengeRecord | null> {
    const row = await db(this.knex, trx)(CHALLENGES).where({ id, purpose }).andWhere('expiresAt', '>', now).first();
    return row ? toChallenge(row) : null;
  }

  async take(id: string, purpose: ChallengePurpose, now: number, trx?: Transaction): Promise<ChallengeRecord | null> {
    const q = db(this.knex, trx);
    const row = await q(CHALLENGES).where({ id, purpose }).andWhere('expiresAt', '>', now).first();
    if (!row) return null;
    // The delete decides: of two servers taking the same challenge, only the one that deletes the row has it.
    const deleted = await q(CHALLENGES).where({ id, purpose }).delete();
    return deleted === 1 ? toChallenge(row) : null;
  }

  async setChallenge(id: string, challenge: string, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(CHALLENGES).where({ id }).update({ challenge });
  }
}
