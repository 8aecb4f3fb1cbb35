import type { Knex } from 'knex';
import { isPostgres } from '../../../../platform/database/knex.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { SeriesRepository } from '../../application/ports/series.repository.port.js';
import { seasonTaken, seriesKey, seriesNameTaken, type Edition, type Series } from '../../domain/series.js';

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
};

const SERIES = 'series';
const EDITIONS = 'series_editions';

const toEdition = (row: Edition): Edition => ({ ...row, temporada: Number(row.temporada), diasPrioridad: Number(row.diasPrioridad), prioridadHasta: row.prioridadHasta ?? null });

const toSeries = ({ clave: _key, ...row }: Series & { clave?: string }): Series => row;

async function nameUnique(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw seriesNameTaken();
    throw err;
  }
}

export class KnexSeriesRepository implements SeriesRepository {
  constructor(private readonly knex: Knex) {}

  async list(): Promise<Series[]> {
    return (await this.knex(SERIES).orderBy([{ column: 'nombre' }, { column: 'id' }])).map(toSeries);
  }

  async findById(id: string, trx?: Transaction): Promise<Series | null> {
    const row = await db(this.knex, trx)(SERIES).where({ id }).first();
    return row ? toSeries(row) : null;
  }

  /** A name another series has (its key, under a unique index) is refused: 409 SERIES_NAME_TAKEN, even for two requests at once. */
  async insert(series: Series, trx?: Transaction): Promise<void> {
    await nameUnique(db(this.knex, trx)(SERIES).insert({ ...series, clave: seriesKey(series.nombre) }));
  }

  async update(id: string, changes: Partial<Series>, trx?: Transaction): Promise<void> {
    const { id: _id, ...rest } = changes;
    await nameUnique(db(this.knex, trx)(SERIES).where({ id }).update(rest.nombre === undefined ? rest : { ...rest, clave: seriesKey(rest.nombre) }));
  }

  async delete(id: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(SERIES).where({ id }).delete()) > 0;
  }

  async editionTotals(): Promise<Map<string, { ediciones: number; ultimaTemporada: number }>> {
    const rows = (await this.knex(EDITIONS).select('serieId').count({ ediciones: '*' }).max({ ultimaTemporada: 'temporada' }).groupBy('serieId')) as Array<{
      serieId: string;
      ediciones: number | string;
      ultimaTemporada: number | string;
    }>;
    return new Map(rows.map((r) => [r.serieId, { ediciones: Number(r.ediciones), ultimaTemporada: Number(r.ultimaTemporada) }]));
  }

  async editions(filter: { serieId?: string; temporadas?: readonly number[] } = {}, trx?: Transaction): Promise<Edition[]> {
    const query = db(this.knex, trx)(EDITIONS).orderBy([{ column: 'temporada', order: 'desc' }, { column: 'campeonatoId' }]);
    if (filter.serieId) query.where({ serieId: filter.serieId });
    if (filter.temporadas) query.whereIn('temporada', [...filter.temporadas]);
    return (await query).map(toEdition);
  }

  async seasons(page: { upTo?: number; limit: number }): Promise<number[]> {
    // Walks the index on `temporada` backwards, one season after another, and stops at the page's end.
    const query = this.knex(EDITIONS).distinct('temporada').orderBy('temporada', 'desc').limit(page.limit);
    if (page.upTo !== undefined) query.where('temporada', '<=', page.upTo);
    return (await query).map((r: { temporada: number | string }) => Number(r.temporada));
  }

  async closedEditions(serieId: string, page: { upTo?: number; limit: number }): Promise<Edition[]> {
    // The series' editions by the unique key (serieId, temporada), newest first, each closure by its key.
    const query = this.knex(`${EDITIONS} as e`)
      .join('season_closures as c', 'c.campeonatoId', 'e.campeonatoId')
      .where('e.serieId', serieId)
      .select('e.*')
      .orderBy('e.temporada', 'desc')
      .limit(page.limit);
    if (page.upTo !== undefined) query.where('e.temporada', '<=', page.upTo);
    return (await query).map(toEdition);
  }

  async findByIds(ids: readonly string[]): Promise<Series[]> {
    return ids.length === 0 ? [] : (await this.knex(SERIES).whereIn('id', [...ids])).map(toSeries);
  }

  async editionsOf(campeonatoIds: readonly string[]): Promise<Edition[]> {
    return campeonatoIds.length === 0 ? [] : (await this.knex(EDITIONS).whereIn('campeonatoId', [...campeonatoIds])).map(toEdition);
  }

  async editionOf(campeonatoId: string, trx?: Transaction): Promise<Edition | null> {
    const row = await db(this.knex, trx)(EDITIONS).where({ campeonatoId }).first();
    return row ? toEdition(row) : null;
  }

  async lockEdition(campeonatoId: string, trx: Transaction): Promise<Edition | null> {
    const query = db(this.knex, trx)(EDITIONS).where({ campeonatoId }).first();
    const row = await (isPostgres(this.knex) ? query.forUpdate() : query);
    return row ? toEdition(row) : null;
  }

  async findEdition(serieId: string, temporada: number, trx?: Transaction): Promise<Edition | null> {
    const row = await db(this.knex, trx)(EDITIONS).where({ serieId, temporada }).first();
    return row ? toEdition(row) : null;
  }

  async saveEdition(edition: Edition, trx?: Transaction): Promise<void> {
    try {
      await db(this.knex, trx)(EDITIONS).insert(edition).onConflict('campeonatoId').merge(['serieId', 'temporada', 'diasPrioridad', 'prioridadHasta', 'updatedAt']);
    } catch (err) {
      // Another championship took the season at the same moment: the unique key (serieId, temporada).
      if (isUniqueViolation(err)) throw seasonTaken(edition.temporada);
      throw err;
    }
  }
}
