import type { Transaction } from '../../../../platform/transactions.js';
import type { Championship } from '../../domain/championship.entity.js';

/** Port: stored championships. */
export interface ChampionshipRepository {
  /** Every championship, by `fechaInicio` ascending. */
  list(trx?: Transaction): Promise<Championship[]>;
  /** These championships (those that exist), in the order of `list`. */
  listAmong(ids: readonly string[]): Promise<Championship[]>;
  /** Every championship but these, in the order of `list`. */
  listExcept(ids: readonly string[]): Promise<Championship[]>;
  /** A page of these championships, the latest `fechaInicio` first (then name and id, backwards). */
  newestAmong(ids: readonly string[], page: { offset: number; limit: number }): Promise<Championship[]>;
  findById(id: string, trx?: Transaction): Promise<Championship | null>;
  /**
   * Reads the championship and holds it until the transaction ends, so enrolments and capacity
   * changes of one championship queue behind each other.
   */
  lockById(id: string, trx: Transaction): Promise<Championship | null>;
  /**
   * Stores a new championship. With `formKey`, the key its creation form drew: a second championship
   * with the same key is refused (`championshipAlreadyCreated`) and nothing is stored.
   */
  insert(championship: Championship, trx?: Transaction, formKey?: string | null): Promise<void>;
  update(id: string, changes: Partial<Championship>, trx?: Transaction): Promise<void>;
  delete(id: string, trx?: Transaction): Promise<void>;
}
