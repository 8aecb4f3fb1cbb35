import type { Transaction } from '../../../../platform/transactions.js';
import type { SignOut } from '../../domain/sign-outs.js';

/** Port: who signed out of which race. */
export interface SignOutRepository {
  find(carreraId: string, userId: string, trx?: Transaction): Promise<SignOut | null>;
  /** A second sign-out of one driver from one race (the unique index) is refused with ALREADY_SIGNED_OUT. */
  insert(signOut: SignOut, trx?: Transaction): Promise<void>;
  remove(carreraId: string, userId: string, trx?: Transaction): Promise<boolean>;
  listForChampionship(campeonatoId: string, trx?: Transaction): Promise<SignOut[]>;
  /** The drivers signed out of each of the races, by race id. */
  signedOutOf(carreraIds: readonly string[]): Promise<Map<string, Set<string>>>;
}

/** Port: the iRacing customer ids that raced each race with imported results (results' answer); a race without results is absent. */
export interface RacedDrivers {
  racedIn(carreraIds: readonly string[]): Promise<Map<string, Set<number>>>;
}
