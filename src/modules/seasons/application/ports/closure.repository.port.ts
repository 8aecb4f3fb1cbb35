import type { Transaction } from '../../../../platform/transactions.js';
import type { Closure, ClosureLogEntry, PodiumPlace } from '../closure-record.js';

/** Port: closed seasons, their podiums and the log of closings and reopenings. */
export interface ClosureRepository {
  find(campeonatoId: string, trx?: Transaction): Promise<Closure | null>;
  /** Which of these championships are closed. */
  closedAmong(campeonatoIds: readonly string[], trx?: Transaction): Promise<Set<string>>;
  /**
   * Stores the closure with its podium unless the season is closed already (compared and inserted as
   * one step, so of two closings at once only one stores it); answers whether it stored it.
   */
  insert(closure: Closure, podium: PodiumPlace[], trx?: Transaction): Promise<boolean>;
  /** Removes the closure and its podium (of two at once only one finds it); answers whether it removed one. */
  delete(campeonatoId: string, trx?: Transaction): Promise<boolean>;
  /** Podium places of closed championships (all of them when no ids), with `posicion` at most `upTo`. */
  podiums(filter: { campeonatoIds?: readonly string[]; userId?: string; upTo?: number }): Promise<Array<PodiumPlace & { campeonatoId: string }>>;
  log(entry: ClosureLogEntry, trx?: Transaction): Promise<void>;
  logOf(campeonatoId: string): Promise<ClosureLogEntry[]>;
}
