import type { Transaction } from '../../../../platform/transactions.js';
import type { Edition, Series } from '../../domain/series.js';

/** Port: stored series and editions (the seasons module's own tables). */
export interface SeriesRepository {
  list(): Promise<Series[]>;
  findById(id: string, trx?: Transaction): Promise<Series | null>;
  insert(series: Series, trx?: Transaction): Promise<void>;
  update(id: string, changes: Partial<Series>, trx?: Transaction): Promise<void>;
  /** Answers whether it removed the series (false: another request removed it first). */
  delete(id: string, trx?: Transaction): Promise<boolean>;
  /** These series (those that exist). */
  findByIds(ids: readonly string[]): Promise<Series[]>;
  /** The editions of these championships (those in a series). */
  editionsOf(campeonatoIds: readonly string[]): Promise<Edition[]>;
  /**
   * Each series that has editions: how many, and its newest season, counted by the database (GROUP BY
   * over the unique key (serieId, temporada)): no edition is read into the process.
   */
  editionTotals(): Promise<Map<string, { ediciones: number; ultimaTemporada: number }>>;
  /** Every edition, or a series' editions, or those of these seasons. */
  editions(filter?: { serieId?: string; temporadas?: readonly number[] }, trx?: Transaction): Promise<Edition[]>;
  /** At most `limit` seasons (years) some edition has, the newest first, from `upTo` back (the index on `temporada`). */
  seasons(page: { upTo?: number; limit: number }): Promise<number[]>;
  /**
   * At most `limit` closed editions of a series, the newest season first, from `upTo` back (the unique
   * key (serieId, temporada), each checked against its closure by key).
   */
  closedEditions(serieId: string, page: { upTo?: number; limit: number }): Promise<Edition[]>;
  editionOf(campeonatoId: string, trx?: Transaction): Promise<Edition | null>;
  /** A championship's edition, its row locked until `trx` ends (PostgreSQL; SQLite's transactions already queue). */
  lockEdition(campeonatoId: string, trx: Transaction): Promise<Edition | null>;
  findEdition(serieId: string, temporada: number, trx?: Transaction): Promise<Edition | null>;
  /** Inserts or replaces a championship's edition. */
  saveEdition(edition: Edition, trx?: Transaction): Promise<void>;
}
