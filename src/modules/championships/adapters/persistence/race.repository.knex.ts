import type { Knex } from 'knex';
import { containing, toBool, toIso, toNumber } from '../../../../platform/database/rows.js';

/** Stored instants are already UTC ISO text; only other shapes (a PostgreSQL Date …) need converting. */
const iso = (value: unknown): string => (typeof value === 'string' && value.length === 24 && value.endsWith('Z') ? value : toIso(value));
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { RacePlace, RaceRepository } from '../../application/ports/race.repository.port.js';
import type { Race, RaceState } from '../../domain/championship.entity.js';
import { searchText } from '../../../../contracts/search-text.js';

const TABLE = 'races';

interface RaceRow {
  id: string;
  campeonatoId: string;
  circuito: string;
  imgCircuito: string | null;
  fechaInicio: string;
  horaInicio: string | null;
  hasPractice: boolean | number;
  practiceDuration: number | string;
  hasQualy: boolean | number;
  qualyDuration: number | string;
  hasRace: boolean | number;
  raceDuration: number | string;
  incidents: number | string;
  clima: string;
  /** JSON text on both databases. */
  videos: string;
  estado: string;
  ordenRonda: number | string | null;
  /** Derived: the circuit folded (`searchText`), what the admin's races search compares; never read back. */
  searchText?: string;
  createdAt: string;
  updatedAt: string;
}

function toRace(row: RaceRow): Race {
  return {
    id: row.id,
    campeonatoId: row.campeonatoId,
    circuito: row.circuito,
    imgCircuito: row.imgCircuito,
    fechaInicio: iso(row.fechaInicio),
    horaInicio: row.horaInicio,
    hasPractice: toBool(row.hasPractice),
    practiceDuration: toNumber(row.practiceDuration),
    hasQualy: toBool(row.hasQualy),
    qualyDuration: toNumber(row.qualyDuration),
    hasRace: toBool(row.hasRace),
    raceDuration: toNumber(row.raceDuration),
    incidents: toNumber(row.incidents),
    clima: row.clima,
    videos: parseVideos(row.videos),
    estado: row.estado as RaceState,
    ordenRonda: row.ordenRonda === null || row.ordenRonda === undefined ? null : toNumber(row.ordenRonda),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function parseVideos(value: unknown): string[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
}

function toRow(changes: Partial<Race>): Partial<RaceRow> {
  const { videos, id: _id, ...rest } = changes;
  return { ...rest, ...(videos ? { videos: JSON.stringify(videos) } : {}), ...(rest.circuito !== undefined ? { searchText: searchText(rest.circuito) } : {}) };
}

// Callers put them in the calendar's order (`sortRaces`); this keeps a listing's order stable.
const ORDER = [{ column: 'fechaInicio' }, { column: 'horaInicio' }, { column: 'id' }];

/** The calendar's order as the index `races_calendar_order_index` holds it (migration 20261225000100). */
const CALENDAR_KEY = `"fechaInicio", COALESCE("horaInicio", '00:00'), CASE WHEN "ordenRonda" IS NULL THEN 1 ELSE 0 END, COALESCE("ordenRonda", 0), "id"`;

export class KnexRaceRepository implements RaceRepository {
  constructor(private readonly knex: Knex) {}

  async list(filter: { campeonatoId?: string } = {}, trx?: Transaction): Promise<Race[]> {
    const query = db(this.knex, trx)(TABLE).orderBy(ORDER);
    if (filter.campeonatoId) query.where({ campeonatoId: filter.campeonatoId });
    return (await query).map(toRace);
  }

  async upcoming(fromDay: string, limit: number): Promise<Race[]> {
    // A race without an hour starts at 00:00; the same order as `compareRaces` (a day's local times
    // sort as their instants), so the database stops after `limit` rows of the index's range.
    const rows = await this.knex(TABLE)
      .where('fechaInicio', '>=', fromDay)
      .whereNotIn('estado', ['cancelada', 'finalizada'])
      .orderBy('fechaInicio')
      .orderByRaw(`COALESCE("horaInicio", '00:00'), CASE WHEN "ordenRonda" IS NULL THEN 1 ELSE 0 END, "ordenRonda", "id"`)
      .limit(limit);
    return rows.map(toRace);
  }

  async startingFrom(fromDay: string): Promise<Race[]> {
    // A day as stored (midnight UTC) sorts after its own YYYY-MM-DD: the range of `races_fecha_inicio_hora_inicio_index`.
    return (await this.knex(TABLE).where('fechaInicio', '>=', fromDay).orderBy(ORDER)).map(toRace);
  }

  async countBefore(campeonatoIds: readonly string[], day: string): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (let i = 0; i < campeonatoIds.length; i += 500) {
      const rows = (await this.knex(TABLE)
        .whereIn('campeonatoId', campeonatoIds.slice(i, i + 500))
        .where('fechaInicio', '<', day)
        .select('campeonatoId')
        .count({ before: '*' })
        .groupBy('campeonatoId')) as Array<{ campeonatoId: string; before: number | string }>;
      for (const r of rows) counts.set(r.campeonatoId, Number(r.before));
    }
    return counts;
  }

  async adminPage(page: { search?: string; after?: RacePlace; limit: number }): Promise<Race[]> {
    // The order of `upcoming` with the round order's missing values last spelt as a flag, so one row
    // comparison names the place; the same expressions as `races_calendar_order_index`.
    const query = this.knex(TABLE).orderByRaw(CALENDAR_KEY).limit(page.limit);
    if (page.search) query.whereRaw("?? like ? escape '\\'", ['searchText', containing(page.search)]);
    const after = page.after;
    if (after) {
      query
        .where('fechaInicio', '>=', after.fechaInicio)
        .whereRaw(`(${CALENDAR_KEY}) > (?, ?, ?, ?, ?)`, [after.fechaInicio, after.hora, after.ordenRonda === null ? 1 : 0, after.ordenRonda ?? 0, after.id]);
    }
    return (await query).map(toRace);
  }

  async byChampionships(ids: string[], trx?: Transaction): Promise<Map<string, Race[]>> {
    const grouped = new Map<string, Race[]>();
    if (ids.length === 0) return grouped;
    // One query for the whole page, in slices so no database meets too many bound parameters.
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db(this.knex, trx)(TABLE).whereIn('campeonatoId', ids.slice(i, i + 500)).orderBy(ORDER);
      for (const row of rows) {
        const race = toRace(row);
        const races = grouped.get(race.campeonatoId);
        if (races) races.push(race);
        else grouped.set(race.campeonatoId, [race]);
      }
    }
    return grouped;
  }

  async findById(id: string, trx?: Transaction): Promise<Race | null> {
    const row = await db(this.knex, trx)(TABLE).where({ id }).first();
    return row ? toRace(row) : null;
  }

  async insert(race: Race, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert({ id: race.id, ...toRow(race) });
  }

  async update(id: string, changes: Partial<Race>, trx?: Transaction): Promise<void> {
    const row = toRow(changes);
    if (Object.keys(row).length) await db(this.knex, trx)(TABLE).where({ id }).update(row);
  }

  async delete(id: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ id }).delete()) > 0;
  }
}
