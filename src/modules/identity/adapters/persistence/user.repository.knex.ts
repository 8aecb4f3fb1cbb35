import type { Knex } from 'knex';
import { searchText, searchTextOf } from '../../../../contracts/search-text.js';
import { toBool, toIso, toIsoOrNull } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { UserRepository, UserSearch } from '../../application/ports/user.repository.port.js';
import type { User } from '../../domain/user.entity.js';

const TABLE = 'users';

type UserRow = Omit<User, 'suspendido' | 'subscribeToNews' | 'tokenVersion'> & {
  suspendido: boolean | number;
  subscribeToNews: boolean | number;
  tokenVersion: number | string;
  /** Full name and e-mail without accents, in lower case: what the admin's search compares. */
  searchText: string;
};

const searchTextOfUser = (user: Pick<User, 'nombre' | 'apellido' | 'email'>) => searchTextOf(`${user.nombre} ${user.apellido}`, user.email);

function toUser({ searchText: _search, ...row }: UserRow): User {
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
    await db(this.knex, trx)(TABLE).insert({ ...user, searchText: searchTextOfUser(user) });
  }

  async update(id: string, changes: Partial<User>, trx?: Transaction): Promise<void> {
    const { id: _ignored, ...rest } = changes;
    const conn = db(this.knex, trx);
    if (rest.nombre === undefined && rest.apellido === undefined && rest.email === undefined) {
      await conn(TABLE).where({ id }).update(rest);
      return;
    }
    const current = await conn(TABLE).where({ id }).first('nombre', 'apellido', 'email');
    if (!current) return;
    await conn(TABLE).where({ id }).update({ ...rest, searchText: searchTextOfUser({ ...current, ...stripUndefined(rest) }) });
  }

  /** Accents and case do not matter: 'nunez' finds 'Núñez' on SQLite and PostgreSQL alike. */
  async list({ search }: UserSearch): Promise<User[]> {
    const query = this.knex(TABLE).whereNull('deletedAt').orderBy([{ column: 'apellido' }, { column: 'nombre' }]);
    const wanted = searchText(search?.trim());
    if (wanted) {
      const like = `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhereRaw("?? like ? escape '\\'", ['searchText', like]);
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

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
