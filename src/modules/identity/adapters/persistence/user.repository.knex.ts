import type { Knex } from 'knex';
import { searchText, searchTextOf } from '../../../../contracts/search-text.js';
import { isPostgres } from '../../../../platform/database/knex.js';
import { containing, toBool, toIso, toIsoOrNull } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import { UsernameTakenError, type UserPageQuery, type UserRepository } from '../../application/ports/user.repository.port.js';
import { userSortName } from '../../application/user-page.js';
import { iracingIdTaken } from '../../domain/identity.errors.js';
import type { Rol, User } from '../../domain/user.entity.js';

const TABLE = 'users';
/** Migration 20261123210100's unique index on iracingId. */
const IRACING_ID_UNIQUE = 'users_iracing_id_unique';
/** Migration 20261122080000's unique index on username. */
const USERNAME_UNIQUE = 'users_username_unique';

type UserRow = Omit<User, 'suspendido' | 'subscribeToNews' | 'tokenVersion'> & {
  suspendido: boolean | number;
  subscribeToNews: boolean | number;
  tokenVersion: number | string;
  /** Full name and e-mail without accents, in lower case: what the admin's search compares. */
  searchText: string;
  /** Last and first name without accents, in lower case: the admin list's order (userSortName). */
  sortName: string;
  /** Full name and username without accents, in lower case: what the drivers' directory compares (never the e-mail). */
  directoryText: string;
};

const searchTextOfUser = (user: Pick<User, 'nombre' | 'apellido' | 'email'>) => searchTextOf(`${user.nombre} ${user.apellido}`, user.email);
const directoryTextOf = (user: Pick<User, 'nombre' | 'apellido' | 'username'>) => searchTextOf(`${user.nombre} ${user.apellido}`, user.username);
/** The three columns kept from an account's names, username and e-mail. */
const derivedOf = (user: Pick<User, 'nombre' | 'apellido' | 'email' | 'username'>) => ({ searchText: searchTextOfUser(user), sortName: userSortName(user), directoryText: directoryTextOf(user) });
/** The text inside a LIKE pattern taken literally: % and _ are not wildcards. */
/** Whether pg_trgm can find a LIKE '%…%' of this text in its index: a word of three letters or digits gives it a trigram to look up. */
const hasTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);
/** How many accounts a search walks in name order before it asks the trigram index instead (PostgreSQL). */
const WALK_WINDOW = 1000;

function toUser({ searchText: _search, sortName: _sort, directoryText: _directory, ...row }: UserRow): User {
  return {
    ...row,
    suspendido: toBool(row.suspendido),
    subscribeToNews: toBool(row.subscribeToNews),
    tokenVersion: Number(row.tokenVersion),
    iracingId: row.iracingId === null || row.iracingId === undefined ? null : Number(row.iracingId),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    deletedAt: toIsoOrNull(row.deletedAt),
    blockedAt: toIsoOrNull(row.blockedAt ?? null),
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

  findByIracingId(iracingId: number, trx?: Transaction) {
    return this.one({ iracingId } as Partial<UserRow>, trx);
  }

  async findByIracingIds(iracingIds: number[]): Promise<User[]> {
    const wanted = [...new Set(iracingIds)];
    const found: User[] = [];
    // In slices, well under both databases' bound-parameter limits whatever the season's size.
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await this.knex(TABLE).whereIn('iracingId', wanted.slice(i, i + 500)).whereNull('deletedAt');
      found.push(...rows.map(toUser));
    }
    return found;
  }

  async usernameExists(username: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ username }).first('id')) !== undefined;
  }

  async insert(user: User, trx?: Transaction): Promise<void> {
    const row = { ...user, ...derivedOf(user) };
    try {
      // Inside a transaction, under a savepoint: a unique violation then undoes only this insert and
      // PostgreSQL keeps the transaction usable for another try.
      if (trx) await (trx as Knex.Transaction).transaction((savepoint) => savepoint(TABLE).insert(row));
      else await this.knex(TABLE).insert(row);
    } catch (err) {
      const { code, constraint, message } = err as { code?: string; constraint?: string; message?: string };
      if ((code === '23505' && constraint === USERNAME_UNIQUE) || (code === 'SQLITE_CONSTRAINT_UNIQUE' && /users\.username/.test(message ?? ''))) throw new UsernameTakenError(user.username);
      throw err;
    }
  }

  async update(id: string, changes: Partial<User>, trx?: Transaction): Promise<void> {
    try {
      await this.write(id, changes, trx);
    } catch (err) {
      // Two accounts claiming one iRacing id at once: the second meets the unique index.
      const { code, constraint, message } = err as { code?: string; constraint?: string; message?: string };
      if ((code === '23505' && constraint === IRACING_ID_UNIQUE) || (code === 'SQLITE_CONSTRAINT_UNIQUE' && /iracingId/.test(message ?? ''))) throw iracingIdTaken();
      throw err;
    }
  }

  async markDeleted(id: string, at: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ id }).whereNull('deletedAt').update({ deletedAt: at })) > 0;
  }

  async updateCredentials(id: string, tokenVersion: number, changes: Pick<User, 'passwordHash' | 'tokenVersion' | 'updatedAt'>, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ id, tokenVersion }).update(changes)) > 0;
  }

  private async write(id: string, changes: Partial<User>, trx?: Transaction): Promise<void> {
    const { id: _ignored, ...rest } = changes;
    const conn = db(this.knex, trx);
    if (rest.nombre === undefined && rest.apellido === undefined && rest.email === undefined && rest.username === undefined) {
      await conn(TABLE).where({ id }).update(rest);
      return;
    }
    const current = await conn(TABLE).where({ id }).first('nombre', 'apellido', 'email', 'username');
    if (!current) return;
    await conn(TABLE).where({ id }).update({ ...rest, ...derivedOf({ ...current, ...stripUndefined(rest) }) });
  }

  /**
   * Accents and case do not matter: 'nunez' finds 'Núñez' on SQLite and PostgreSQL alike. Keyset
   * paging on the index (sortName, id), never OFFSET. On PostgreSQL a search with a trigram to look up
   * reads its matches' places from the trigram index first (on searchText, migration 20261213100100;
   * the directory's on directoryText, 20261218000200), then sorts and cuts them (docs/adr/0064 and its
   * addenda) when the first accounts in name order hold no full page; without a trigram, and on SQLite,
   * it walks the order index until the page is full. The same rows in the same order.
   */
  async listPage({ search, publicSearch, rol, includeBlocked, excludeSuspended, after, limit }: UserPageQuery): Promise<User[]> {
    const searches = [
      { column: 'searchText', text: searchText(search?.trim()) },
      { column: 'directoryText', text: searchText(publicSearch?.trim()) },
    ].filter((s) => s.text !== '');
    const first = isPostgres(this.knex) ? searches.find((s) => hasTrigram(s.text)) : undefined;
    const page = (from: Knex.QueryBuilder) => {
      from.whereNull('deletedAt').orderBy([{ column: 'sortName' }, { column: 'id' }]).limit(limit);
      for (const s of searches) if (s !== first) from.andWhereRaw("?? like ? escape '\\'", [s.column, containing(s.text)]);
      if (rol) from.andWhere({ rol });
      if (!includeBlocked) from.whereNull('blockedAt');
      if (excludeSuspended) from.andWhere({ suspendido: false });
      if (after) from.andWhereRaw('(??, ??) > (?, ?)', ['sortName', 'id', after.sortName, after.id]);
      return from;
    };
    if (!first) return (await page(this.knex(TABLE).select('*'))).map(toUser);
    // A common text (a frequent name) has its first page near the start of the name order: walked
    // within the first WALK_WINDOW accounts from the place, it costs that window at most, however
    // many accounts match. The window is a prefix of the same order under the same conditions, so a
    // full page found there is the page; a short one sends the search to its trigram matches.
    const window = this.knex(TABLE).select('*').whereNull('deletedAt').orderBy([{ column: 'sortName' }, { column: 'id' }]).limit(WALK_WINDOW);
    if (after) window.andWhereRaw('(??, ??) > (?, ?)', ['sortName', 'id', after.sortName, after.id]);
    const walked = await page(this.knex.select('*').from(window.as('walked')).whereRaw("?? like ? escape '\\'", [first.column, containing(first.text)]));
    if (walked.length === limit) return walked.map(toUser);
    // The trigram index finds the matches reading only their place in the order (id and sortName);
    // the page is cut from those and only its own accounts are read whole: sorting whole rows cost
    // three times as much (3.2 against 0.8 ms for 556 García at 20,000 accounts). Walking the name
    // order instead would cost every account that sorts before the matches. The planner's estimate of
    // a LIKE's matches is a constant, and at a few thousand rows it may read the table instead (7.5
    // against 0.7 ms for 'mart' at 20,000 accounts), so the sequential scan is priced out for this one
    // statement (SET LOCAL ends with the transaction). Without pg_trgm it still reads the table.
    return this.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      // Materialised without its order and limit, or the planner walks the order index for them.
      const rows: UserRow[] = await trx
        .withMaterialized('matches', (q) => page(q.select('id', 'sortName').from(TABLE).whereRaw("?? like ? escape '\\'", [first.column, containing(first.text)])).clearOrder().clear('limit'))
        .with('cut', (q) => q.select('*').from('matches').orderBy([{ column: 'sortName' }, { column: 'id' }]).limit(limit))
        .select(`${TABLE}.*`)
        .from('cut')
        .join(TABLE, `${TABLE}.id`, 'cut.id')
        .orderBy([{ column: 'cut.sortName' }, { column: 'cut.id' }]);
      return rows.map(toUser);
    });
  }

  /** From the index on rol (migration 20261218000400): a few staff rows, however many drivers there are. */
  async listWithRoles(roles: readonly Rol[]): Promise<User[]> {
    if (roles.length === 0) return [];
    const rows = await this.knex(TABLE).whereIn('rol', [...roles]).whereNull('deletedAt').whereNull('blockedAt').orderBy([{ column: 'sortName' }, { column: 'id' }]);
    return rows.map(toUser);
  }

  async listCancelled(): Promise<User[]> {
    return (await this.knex(TABLE).whereNotNull('blockedAt').orderBy('id')).map(toUser);
  }

  async findByIds(ids: string[], trx?: Transaction): Promise<User[]> {
    const wanted = [...new Set(ids)];
    const found: User[] = [];
    // In slices, well under both databases' bound-parameter limits however many are asked.
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await db(this.knex, trx)(TABLE).whereIn('id', wanted.slice(i, i + 500));
      found.push(...rows.map(toUser));
    }
    return found;
  }

  /** Accents and case do not matter, as in `list`; deleted accounts are matched too (their records outlive them). */
  async idsMatching(text: string, limit: number): Promise<string[]> {
    const wanted = searchText(text.trim());
    if (!wanted) return [];
    const rows: { id: string }[] = await this.knex(TABLE).whereRaw("?? like ? escape '\\'", ['searchText', containing(wanted)]).select('id').limit(limit);
    return rows.map((r) => r.id);
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
