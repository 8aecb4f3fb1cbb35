import type { Transaction } from '../../../../platform/transactions.js';
import type { Championship } from '../../domain/championship.entity.js';

/** A championship as a driver's page lists it. */
export interface EnteredChampionship {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  fechaInicio: string;
  fechaFin: string;
  imagenPortada: string | null;
}

/** Where a page of a user's championships ends: the last one's start, name and id. */
export interface EnteredPlace {
  fechaInicio: string;
  nombreCampeonato: string;
  id: string;
}

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
  /**
   * A page of the championships one of whose races has a video (the home page's moments): at most
   * `limit`, the latest `fechaInicio` first, then by id backwards, those after `after` only; their
   * id, name and start only.
   */
  withVideos(page: { after?: { fechaInicio: string; id: string }; limit: number }): Promise<Array<Pick<Championship, 'id' | 'nombreCampeonato' | 'fechaInicio'>>>;
  /**
   * A page of the championships a user is enrolled in (a join of championships and enrolments): at
   * most `limit`, the latest `fechaInicio` first, then by name and id ascending, those after `after`
   * only; only what his page shows of each.
   */
  enteredBy(userId: string, page: { after?: EnteredPlace; limit: number }): Promise<EnteredChampionship[]>;
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
