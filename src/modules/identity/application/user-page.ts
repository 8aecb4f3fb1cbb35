import { USERS_PAGE_MSG } from '../../../contracts/identity.contract.js';
import { searchText } from '../../../contracts/search-text.js';
import { ValidationError } from '../../../platform/errors.js';
import type { User } from '../domain/user.entity.js';

/** Where a page of the admin's list stands: the last account's sort name and id (docs/adr/0060). */
export interface UserPlace {
  sortName: string;
  id: string;
}

/**
 * What the admin's list is ordered by: last name, then first name, without accents and in lower case,
 * compared byte by byte on both databases (SQLite's binary order, PostgreSQL's "C" collation), so
 * 'Álvarez' sits beside 'Alvarez' and a page ends at the same account on either. U+0001 parts the two
 * names, so a shorter last name always comes first.
 */
export function userSortName(user: Pick<User, 'nombre' | 'apellido'>): string {
  return `${searchText(user.apellido.trim())}\u0001${searchText(user.nombre.trim())}`;
}

/** The `siguiente` of a page that ends at this account: opaque to the client. */
export function placeAfter(user: Pick<User, 'id' | 'nombre' | 'apellido'>): string {
  return Buffer.from(JSON.stringify([userSortName(user), user.id])).toString('base64url');
}

/** The place a `despues` names; a text no page gave is refused in Spanish. */
export function readPlace(despues: string): UserPlace {
  const lost = () => new ValidationError(USERS_PAGE_MSG.lost, { despues: USERS_PAGE_MSG.lost });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(despues) ? JSON.parse(Buffer.from(despues, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string' || parsed[1] === '' || parsed[0].includes('\u0000')) throw lost();
  return { sortName: parsed[0], id: parsed[1] };
}
