import type { Transaction } from '../../../../platform/transactions.js';
import type { User } from '../../domain/user.entity.js';

import type { Rol } from '../../domain/user.entity.js';
import type { UserPlace } from '../user-page.js';

/** One page of the admin's list or the drivers' directory: live accounts, ordered by `userSortName` and id. */
export interface UserPageQuery {
  /** Contained in the full name or the e-mail, accents and case aside. */
  search?: string;
  /** Contained in the full name or the username, accents and case aside, never the e-mail: the drivers' directory. */
  publicSearch?: string;
  rol?: Rol;
  /** Whether accounts their owners cancelled (blocked) are listed: the superadmin's list only. */
  includeBlocked: boolean;
  /** Leaves suspended accounts out (the drivers' directory). */
  excludeSuspended?: boolean;
  /** The page starts after this place. */
  after?: UserPlace;
  limit: number;
}

/** Port: accounts in the database. Deleted (anonymised) accounts are never answered by lookups by e-mail. */
export interface UserRepository {
  findById(id: string, trx?: Transaction): Promise<User | null>;
  findByEmail(email: string, trx?: Transaction): Promise<User | null>;
  findByGoogleId(googleId: string, trx?: Transaction): Promise<User | null>;
  /** The account (live or not) holding that iRacing customer id. */
  findByIracingId(iracingId: number, trx?: Transaction): Promise<User | null>;
  /** Live accounts holding any of these iRacing customer ids, in no set order. */
  findByIracingIds(iracingIds: number[]): Promise<User[]>;
  usernameExists(username: string, trx?: Transaction): Promise<boolean>;
  /**
   * Stores a new account. Another account holding its username (one made at the same instant)
   * throws `UsernameTakenError` and leaves the transaction usable, so the caller may pick again.
   */
  insert(user: User, trx?: Transaction): Promise<void>;
  update(id: string, changes: Partial<User>, trx?: Transaction): Promise<void>;
  /**
   * Changes the account's credentials only while its token version is still `tokenVersion`, the one the
   * caller read: answers false when another change got there first.
   */
  updateCredentials(id: string, tokenVersion: number, changes: Pick<User, 'passwordHash' | 'tokenVersion' | 'updatedAt'>, trx?: Transaction): Promise<boolean>;
  /** Up to `limit` accounts of the admin's list from `after` on, read through an index: never the whole table. */
  listPage(query: UserPageQuery): Promise<User[]>;
  /** The live accounts (neither deleted nor cancelled) holding one of these roles, suspended ones too: read by role, never every account. */
  listWithRoles(roles: readonly Rol[]): Promise<User[]>;
  /** The accounts their owners cancelled (blocked), however long ago. */
  listCancelled(): Promise<User[]>;
  /** The accounts with these ids (deleted ones included: their records outlive them), in no set order. */
  findByIds(ids: string[], trx?: Transaction): Promise<User[]>;
  /**
   * Marks the account deleted at `at` unless it already is: answers whether this call did it (of
   * deletions at once, one is told true).
   */
  markDeleted(id: string, at: string, trx?: Transaction): Promise<boolean>;
  /** The ids of at most `limit` accounts (deleted ones included) whose full name or e-mail contains the text, ignoring accents and case. */
  idsMatching(text: string, limit: number): Promise<string[]>;
}

/** The username of an account being inserted was taken meanwhile (by a registration at the same instant). */
export class UsernameTakenError extends Error {
  constructor(readonly username: string | null) {
    super(`El nombre de usuario ${username} ya está en uso`);
    this.name = 'UsernameTakenError';
  }
}
