import type { Transaction } from '../../../../platform/transactions.js';
import type { Race } from '../../domain/championship.entity.js';

/** Where a page of the admin's races ends: the last race's day as stored, hour (00:00 when none), round order (null when none) and id. */
export interface RacePlace {
  fechaInicio: string;
  hora: string;
  ordenRonda: number | null;
  id: string;
}

/** Port: stored races. */
export interface RaceRepository {
  list(filter?: { campeonatoId?: string }, trx?: Transaction): Promise<Race[]>;
  /** The races of several championships at once, grouped by championship id. */
  byChampionships(ids: string[], trx?: Transaction): Promise<Map<string, Race[]>>;
  /**
   * Races still to be run (neither cancelled nor finished) whose day is `fromDay` (YYYY-MM-DD) or
   * later, in the calendar's order (start, then the admin's round order, then id), at most `limit`:
   * what the dashboard's next races read, from the index on the race day.
   */
  upcoming(fromDay: string, limit: number): Promise<Race[]>;
  /** Every race whose day is `fromDay` (YYYY-MM-DD) or later, whatever its state, from the index on the race day. */
  startingFrom(fromDay: string): Promise<Race[]>;
  /**
   * How many races of each of these championships fall on a day before `day` (YYYY-MM-DD), counted by
   * the database from the index (campeonatoId, fechaInicio); a championship with none is left out.
   */
  countBefore(campeonatoIds: readonly string[], day: string): Promise<Map<string, number>>;
  /**
   * The admin's races a page at a time (docs/adr/0065, addendum): every race in the calendar's order
   * (day, hour — none is 00:00 —, the admin's round order with races without one last, id), those after
   * `after` when given, at most `limit`; read from the index on that order. `search`, already folded
   * (`searchText`), keeps the races whose circuit folded holds it.
   */
  adminPage(page: { search?: string; after?: RacePlace; limit: number }): Promise<Race[]>;
  findById(id: string, trx?: Transaction): Promise<Race | null>;
  insert(race: Race, trx?: Transaction): Promise<void>;
  update(id: string, changes: Partial<Race>, trx?: Transaction): Promise<void>;
  /** Answers whether it removed the race (false: another request removed it first). */
  delete(id: string, trx?: Transaction): Promise<boolean>;
}
