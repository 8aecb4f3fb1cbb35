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

/** Where a page of the admin's championships ends: the last one's start and id. */
export interface ChampionshipPlace {
  fechaInicio: string;
  id: string;
}

/** One word of the admin's search: its folded text, and the championships it names by series or season. */
export interface SearchWord {
  text: string;
  alsoIds: readonly string[];
}

/** Port: stored championships. */
export interface ChampionshipRepository {
  /** Every championship, by `fechaInicio` ascending. */
  list(trx?: Transaction): Promise<Championship[]>;
  /** These championships (those that exist), in the order of `list`. */
  listAmong(ids: readonly string[]): Promise<Championship[]>;
  /**
   * The current editions (no newer season of their series follows; every championship outside a
   * series), in the order of `list`: read by the past-edition mark the database keeps (docs/adr/0070).
   */
  currentEditions(): Promise<Championship[]>;
  /** How many past editions there are (an index count). */
  countPastEditions(): Promise<number>;
  /**
   * A page of the past editions, the latest `fechaInicio` first (then name and id, backwards): after
   * `after` (by place, from the index), or from `offset` (a page asked by position).
   */
  pastEditions(page: { after?: EnteredPlace; offset?: number; limit: number }): Promise<Championship[]>;
  /** Which of these championships are past editions. */
  pastAmong(ids: readonly string[]): Promise<ReadonlySet<string>>;
  /**
   * A page of the championships one of whose races has a video (the home page's moments): at most
   * `limit`, the latest `fechaInicio` first, then by id backwards, those after `after` only; their
   * id, name and start only.
   */
  withVideos(page: { after?: { fechaInicio: string; id: string }; limit: number }): Promise<Array<Pick<Championship, 'id' | 'nombreCampeonato' | 'fechaInicio'>>>;
  /**
   * A page of the admin's list: at most `limit`, the latest `fechaInicio` first, then id backwards,
   * those after `after` only; with `words` (already folded), those that match every word: its stored
   * search text (name, category, start year) holds the word's text, or its id is among the word's
   * `alsoIds` (a series' editions). From the index (fechaInicio, id), and on PostgreSQL the trigram
   * index on the search text.
   */
  adminPage(page: { words?: readonly SearchWord[]; after?: ChampionshipPlace; limit: number }): Promise<Championship[]>;
  /** At most `limit` current editions, the latest `fechaInicio` first, then id (a picker's options when nothing is typed). */
  newestCurrent(limit: number): Promise<Championship[]>;
  /**
   * A page of the championships a user is enrolled in (a join of championships and enrolments): at
   * most `limit`, the latest `fechaInicio` first, then by name and id ascending, those after `after`
   * only; only what his page shows of each.
   */
  enteredBy(userId: string, page: { after?: EnteredPlace; limit: number }): Promise<EnteredChampionship[]>;
  /**
   * A page of the championships a user is enrolled in (by his enrolments' index; `null`: every
   * championship), at most `limit`, the latest `fechaInicio` first, then by name and id, both
   * descending (the exact reverse of `list`), those after `after` only; their id, name and start only.
   */
  newestEntered(userId: string | null, page: { after?: EnteredPlace; limit: number }): Promise<Array<Pick<Championship, 'id' | 'nombreCampeonato' | 'fechaInicio'>>>;
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
