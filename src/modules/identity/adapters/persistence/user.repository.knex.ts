import type { Knex } from 'knex';
import { searchText, searchTextOf } from '../../../../contracts/search-text.js';
import { isPostgres } from '../../../../platform/database/knex.js';
import { containing, toBool, toIso, toIsoOrNull } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import { UsernameTakenError, type UserPageQuery, type UserRepository } from '../../application/ports/user.repository.port.js';
import { userSortName } from '../../application/user-page.js';
import { suffixRange, suffixRows } from './user-search-suffixes.js';
import { iracingIdTaken } from '../../domain/identity.errors.js';
import type { Rol, User } from '../../domain/user.entity.js';

const TABLE = 'users';
/** Migration 20261231000300's fragments of each account's search text (docs/adr/0075). */
const SUFFIXES = 'user_search_suffixes';
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
/** The most fragments a search reads from user_search_suffixes before it walks the name order instead. */
const FRAGMENT_CAP = 2000;

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
    const write = async (q: Knex.Transaction) => {
      await q(TABLE).insert(row);
      await insertSuffixes(q, row);
    };
    try {
      // Inside a transaction, under a savepoint: a unique violation then undoes only this insert and
      // PostgreSQL keeps the transaction usable for another try.
      if (trx) await (trx as Knex.Transaction).transaction(write);
      else await this.knex.transaction(write);
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
    const rewrite = async (q: Knex.Transaction) => {
      const current = await q(TABLE).where({ id }).first('nombre', 'apellido', 'email', 'username');
      if (!current) return;
      const derived = derivedOf({ ...current, ...stripUndefined(rest) });
      await q(TABLE).where({ id }).update({ ...rest, ...derived });
      // The account's fragments follow its search text and place (docs/adr/0075).
      await q(SUFFIXES).where({ userId: id }).delete();
      await insertSuffixes(q, { id, ...derived });
    };
    if (trx) await rewrite(trx as Knex.Transaction);
    else await this.knex.transaction(rewrite);
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
    // The conditions besides the searches answered another way, on the accounts' columns (`u.` when joined).
    const conditions = (from: Knex.QueryBuilder, answered: (typeof searches)[number] | undefined, prefix = '') => {
      from.whereNull(`${prefix}deletedAt`);
      for (const s of searches) if (s !== answered) from.andWhereRaw("?? like ? escape '\\'", [`${prefix}${s.column}`, containing(s.text)]);
      if (rol) from.andWhere(`${prefix}rol`, rol);
      if (!includeBlocked) from.whereNull(`${prefix}blockedAt`);
      if (excludeSuspended) from.andWhere(`${prefix}suspendido`, false);
      return from;
    };
    const fragment = searches.find((s) => s.column === 'searchText' && suffixRange(s.text) !== null);
    if (fragment) {
      const found = await this.byFragments(suffixRange(fragment.text)!, after, limit, (from) => conditions(from, fragment, 'u.'));
      if (found) return found.map(toUser);
    }
    const first = isPostgres(this.knex) ? searches.find((s) => hasTrigram(s.text)) : undefined;
    const page = (from: Knex.QueryBuilder) => {
      conditions(from, first).orderBy([{ column: 'sortName' }, { column: 'id' }]).limit(limit);
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

  /**
   * The page of the accounts whose search text holds a fragment (docs/adr/0075): their places read from
   * one range of user_search_suffixes' key, in name order, and only the page's accounts read whole.
   * Null when more than FRAGMENT_CAP fragments begin with it (a text nearly every account holds, as
   * its mail domain): the walk of the name order finds those at once.
   */
  private async byFragments(range: { from: string; to: string }, after: UserPageQuery['after'], limit: number, conditions: (from: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<UserRow[] | null> {
    const inRange = (q: Knex.QueryBuilder) => {
      q.where('suffix', '>=', range.from).andWhere('suffix', '<', range.to);
      if (after) q.andWhereRaw('(??, ??) > (?, ?)', ['sortName', 'userId', after.sortName, after.id]);
      return q;
    };
    const [counted] = (await this.knex.count({ n: '*' }).from(inRange(this.knex(SUFFIXES).select(this.knex.raw('1')).limit(FRAGMENT_CAP + 1)).as('f'))) as Array<{ n: number | string }>;
    if (Number(counted!.n) > FRAGMENT_CAP) return null;
    const places = inRange(this.knex(SUFFIXES).distinct('userId', 'sortName'));
    const inOrder = [{ column: 'c.sortName' }, { column: 'c.userId' }];
    if (!isPostgres(this.knex)) {
      return conditions(this.knex.select('u.*').from(places.as('c')).join(`${TABLE} as u`, 'u.id', 'c.userId')).orderBy(inOrder).limit(limit);
    }
    // PostgreSQL cannot estimate a range of text well and would read every match's account before
    // sorting: the places are sorted first, and each account is read in that order (a lateral join)
    // until the page is full. The account's LIMIT 1 (its id is unique) keeps the planner from
    // turning the lateral read into a join of its own choosing.
    const sorted = places.orderBy([{ column: 'sortName' }, { column: 'userId' }]);
    const account = conditions(this.knex(`${TABLE} as u`).select('u.*').whereRaw('?? = ??', ['u.id', 'c.userId'])).limit(1);
    const { sql, bindings } = account.toSQL();
    return this.knex.select('u.*').from(sorted.as('c')).joinRaw(`cross join lateral (${sql}) as u`, [...bindings]).orderBy(inOrder).limit(limit);
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

/** An account's rows of user_search_suffixes, in slices well under both databases' bound-parameter limits. */
async function insertSuffixes(q: Knex.Transaction, user: { id: string; searchText: string; sortName: string }): Promise<void> {
  const rows = suffixRows(user);
  for (let i = 0; i < rows.length; i += 500) await q(SUFFIXES).insert(rows.slice(i, i + 500));
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
