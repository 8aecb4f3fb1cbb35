import type { Knex } from 'knex';
import { toBool, toIso, toIsoOrNull } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { UserRepository, UserSearch } from '../../application/ports/user.repository.port.js';
import type { User } from '../../domain/user.entity.js';

const TABLE = 'users';

type UserRow = Omit<User, 'suspendido' | 'subscribeToNews' | 'tokenVersion'> & {
  suspendido: boolean | number;
  subscribeToNews: boolean | number;
  tokenVersion: number | string;
};

function toUser(row: UserRow): User {
  return {
    ...row,
    suspendido: toBool(row.suspendido),
    subscribeToNews: toBool(row.subscribeToNews),
    tokenVersion: Number(row.tokenVersion),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    deletedAt: toIsoOrNull(row.deletedAt),
  };
}

export class KnexUserRepository implements UserRepository {
  constructor(private readonly knex: Knex) {}

  private async one(where: Partial<UserRow>, trx?: Transaction): Promise<User | null> {
    const row = await db(this.knex, trx)(TABLE).where(where).first();
    return row ? toUser(row) : null;
  }

  findById(id: string, trx?: Transaction) {
    return this.one({ id }, trx);
  }

  findByEmail(email: string, trx?: Transaction) {
    return this.one({ email, deletedAt: null } as Partial<UserRow>, trx);
  }

  findByGoogleId(googleId: string, trx?: Transaction) {
    return this.one({ googleId }, trx);
  }

  async usernameExists(username: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ username }).first('id')) !== undefined;
  }

  async insert(user: User, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert(user);
  }

  async update(id: string, changes: Partial<User>, trx?: Transaction): Promise<void> {
    const { id: _ignored, ...rest } = changes;
    await db(this.knex, trx)(TABLE).where({ id }).update(rest);
  }

  async list({ search }: UserSearch): Promise<User[]> {
    const query = this.knex(TABLE).whereNull('deletedAt').orderBy([{ column: 'apellido' }, { column: 'nombre' }]);
    if (search) {
      const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere((q) =>
        q
          .whereRaw("lower(??) like ? escape '\\'", ['nombre', like])
          .orWhereRaw("lower(??) like ? escape '\\'", ['apellido', like])
          .orWhereRaw("lower(??) like ? escape '\\'", ['email', like]),
      );
    }
    return (await query).map(toUser);
  }

  async listActive(): Promise<User[]> {
    const rows = await this.knex(TABLE).whereNull('deletedAt').orderBy([{ column: 'nombre' }, { column: 'apellido' }]);
    return rows.map(toUser);
  }

  async findByIds(ids: string[], trx?: Transaction): Promise<User[]> {
    if (ids.length === 0) return [];
    const rows = await db(this.knex, trx)(TABLE).whereIn('id', ids);
    return rows.map(toUser);
  }
}
