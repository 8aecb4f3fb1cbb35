import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { SignOutRepository } from '../../application/ports/sign-out.repository.port.js';
import { alreadySignedOut, type SignOut } from '../../domain/sign-outs.js';

const TABLE = 'race_sign_outs';
const COLUMNS = ['id', 'carreraId', 'campeonatoId', 'userId', 'createdAt'];

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
}

export class KnexSignOutRepository implements SignOutRepository {
  constructor(private readonly knex: Knex) {}

  async find(carreraId: string, userId: string, trx?: Transaction): Promise<SignOut | null> {
    return (await db(this.knex, trx)(TABLE).where({ carreraId, userId }).first(COLUMNS)) ?? null;
  }

  async insert(signOut: SignOut, trx?: Transaction): Promise<void> {
    try {
      await db(this.knex, trx)(TABLE).insert(signOut);
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadySignedOut();
      throw err;
    }
  }

  async remove(carreraId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ carreraId, userId }).delete()) > 0;
  }

  async listForChampionship(campeonatoId: string, trx?: Transaction): Promise<SignOut[]> {
    return db(this.knex, trx)(TABLE).where({ campeonatoId }).orderBy([{ column: 'createdAt' }, { column: 'id' }]).select(COLUMNS);
  }

  async signedOutOf(carreraIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const out = new Map<string, Set<string>>();
    for (let i = 0; i < carreraIds.length; i += 500) {
      const rows: Array<{ carreraId: string; userId: string }> = await this.knex(TABLE).whereIn('carreraId', carreraIds.slice(i, i + 500)).select('carreraId', 'userId');
      for (const r of rows) out.set(r.carreraId, (out.get(r.carreraId) ?? new Set()).add(r.userId));
    }
    return out;
  }
}
