import type { Knex } from 'knex';
import { isPostgres } from '../../../../platform/database/knex.js';
import { toIso, toIsoOrNull, toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { CustomerLicenceRow, EventHeader, EventPlace, EventRef, ResultEventRepository } from '../../application/ports/result-event.repository.port.js';
import type { RowsRead } from '../../domain/analyses.js';
import { type EventResult, type ResultCarClass, type ResultEntry, type ResultEvent, type ResultPhase } from '../../domain/event-result.js';
import type { LapChartCar } from '../../domain/lap-chart.js';
import { importInProgress, sessionTaken } from '../../domain/results.errors.js';

const EVENTS = 'result_events';
const PHASES = 'result_phases';
const CLASSES = 'result_car_classes';
const ENTRIES = 'result_entries';
const LAP_CHARTS = 'result_lap_charts';
/** One event per (carreraId, sesion): the unique index of migration 20261123210000. */
const SESSION_UNIQUE_INDEX = 'result_events_carrera_sesion_unique';

// Rows per INSERT: about 30 columns each keeps a statement well under SQLite's and PostgreSQL's
// bound-parameter limits while still sending a big event in a handful of statements.
const CHUNK = 400;

type Row = Record<string, unknown>;

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : toNumber(v));

function toEvent(r: Row): ResultEvent {
  return {
    id: String(r.id),
    subsessionId: toNumber(r.subsessionId),
    sessionName: String(r.sessionName),
    leagueName: (r.leagueName as string | null) ?? null,
    seasonName: (r.seasonName as string | null) ?? null,
    seriesName: (r.seriesName as string | null) ?? null,
    trackName: String(r.trackName),
    trackConfig: (r.trackConfig as string | null) ?? null,
    startTime: toIso(r.startTime),
    endTime: toIsoOrNull(r.endTime),
    publishedAt: toIso(r.publishedAt),
    carreraId: (r.carreraId as string | null) ?? null,
    sesion: numOrNull(r.sesion),
    importedAt: toIso(r.importedAt),
    licenseCategoryId: numOrNull(r.licenseCategoryId),
  };
}

const toPhase = (r: Row): ResultPhase => ({
  id: String(r.id),
  eventId: String(r.eventId),
  simsessionNumber: toNumber(r.simsessionNumber),
  simsessionType: toNumber(r.simsessionType),
  name: String(r.name),
});

const toCarClass = (r: Row): ResultCarClass => ({ eventId: String(r.eventId), carClassId: toNumber(r.carClassId), name: String(r.name), shortName: String(r.shortName) });

function toEntry(r: Row): ResultEntry {
  return {
    id: String(r.id),
    eventId: String(r.eventId),
    phaseId: String(r.phaseId),
    teamEntryId: (r.teamEntryId as string | null) ?? null,
    custId: numOrNull(r.custId),
    teamId: numOrNull(r.teamId),
    displayName: String(r.displayName),
    driverNames: (r.driverNames as string | null) ?? null,
    finishPosition: toNumber(r.finishPosition),
    finishPositionInClass: toNumber(r.finishPositionInClass),
    startingPosition: numOrNull(r.startingPosition),
    lapsComplete: toNumber(r.lapsComplete),
    lapsLed: toNumber(r.lapsLed),
    incidents: toNumber(r.incidents),
    bestLapTime: numOrNull(r.bestLapTime),
    bestLapNum: numOrNull(r.bestLapNum),
    interval: numOrNull(r.interval),
    classInterval: numOrNull(r.classInterval),
    lapsDown: numOrNull(r.lapsDown),
    reasonOut: String(r.reasonOut),
    carId: toNumber(r.carId),
    carName: String(r.carName),
    carClassId: toNumber(r.carClassId),
    carNumber: (r.carNumber as string | null) ?? null,
    champPoints: toNumber(r.champPoints),
    oldIrating: numOrNull(r.oldIrating),
    newIrating: numOrNull(r.newIrating),
    oldCpi: numOrNull(r.oldCpi),
    newCpi: numOrNull(r.newCpi),
    newLicenseLevel: numOrNull(r.newLicenseLevel),
    newSubLevel: numOrNull(r.newSubLevel),
  };
}

export class KnexResultEventRepository implements ResultEventRepository {
  constructor(private readonly knex: Knex) {}

  private whereRef(q: Knex.QueryBuilder, ref: EventRef, column = 'id'): Knex.QueryBuilder {
    return 'id' in ref ? q.where(column, ref.id) : q.where('subsessionId', ref.subsessionId);
  }

  /** Children of the events matched by `ref`, in one statement joined on the event. */
  private childrenOf(conn: Knex | Knex.Transaction, table: string, ref: EventRef) {
    const q = conn(table).select(`${table}.*`).join(EVENTS, `${EVENTS}.id`, `${table}.eventId`);
    return 'id' in ref ? q.where(`${EVENTS}.id`, ref.id) : q.where(`${EVENTS}.subsessionId`, ref.subsessionId);
  }

  async findHeader(ref: EventRef, trx?: Transaction): Promise<EventHeader | null> {
    const conn = db(this.knex, trx);
    const row = await this.whereRef(conn(EVENTS).first(), ref);
    if (!row) return null;
    const [phases, classes] = await Promise.all([
      conn(PHASES).where({ eventId: row.id }).orderBy('simsessionNumber'),
      conn(CLASSES).where({ eventId: row.id }).orderBy('ordinal'),
    ]);
    return { event: toEvent(row), phases: phases.map(toPhase), carClasses: classes.map(toCarClass) };
  }

  async load(ref: EventRef): Promise<EventResult | null> {
    const [events, phases, classes, entries] = await Promise.all([
      this.whereRef(this.knex(EVENTS).select('*'), ref),
      this.childrenOf(this.knex, PHASES, ref).orderBy(`${PHASES}.simsessionNumber`),
      this.childrenOf(this.knex, CLASSES, ref).orderBy(`${CLASSES}.ordinal`),
      this.childrenOf(this.knex, ENTRIES, ref),
    ]);
    if (!events[0]) return null;
    return { event: toEvent(events[0]), phases: phases.map(toPhase), carClasses: classes.map(toCarClass), entries: entries.map(toEntry) };
  }

  async loadEntries(eventId: string, rows: RowsRead = {}): Promise<ResultEntry[]> {
    const q = this.knex(ENTRIES).where({ eventId });
    if (rows.phaseIds) q.whereIn('phaseId', rows.phaseIds);
    if (rows.entriesOnly) q.whereNull('teamEntryId');
    return (await q).map(toEntry);
  }

  async findBySession(carreraId: string, sesion: number, trx?: Transaction): Promise<ResultEvent | null> {
    const row = await db(this.knex, trx)(EVENTS).where({ carreraId, sesion }).first();
    return row ? toEvent(row) : null;
  }

  async loadLinked(carreraIds: string[], publishedBy?: string): Promise<EventResult[]> {
    if (carreraIds.length === 0) return [];
    const linked = (q: Knex.QueryBuilder) => {
      q.whereIn(`${EVENTS}.carreraId`, carreraIds);
      if (publishedBy) q.where(`${EVENTS}.publishedAt`, '<=', publishedBy);
      return q;
    };
    const children = (table: string) => linked(this.knex(table).select(`${table}.*`).join(EVENTS, `${EVENTS}.id`, `${table}.eventId`));
    const [events, phases, classes, entries] = await Promise.all([
      linked(this.knex(EVENTS).select('*')),
      children(PHASES).orderBy([`${PHASES}.eventId`, `${PHASES}.simsessionNumber`]),
      children(CLASSES).orderBy([`${CLASSES}.eventId`, `${CLASSES}.ordinal`]),
      children(ENTRIES),
    ]);
    const byEvent = <T extends { eventId: string }>(items: T[]) => {
      const map = new Map<string, T[]>();
      for (const item of items) {
        const list = map.get(item.eventId);
        if (list) list.push(item);
        else map.set(item.eventId, [item]);
      }
      return map;
    };
    const phasesOf = byEvent(phases.map(toPhase));
    const classesOf = byEvent(classes.map(toCarClass));
    const entriesOf = byEvent(entries.map(toEntry));
    return events.map((r: Row) => {
      const id = String(r.id);
      return { event: toEvent(r), phases: phasesOf.get(id) ?? [], carClasses: classesOf.get(id) ?? [], entries: entriesOf.get(id) ?? [] };
    });
  }

  async customerRows(
    custId: number,
    publishedBy: string | undefined,
    page: { after?: EventPlace; offset?: number; limit: number },
  ): Promise<{ events: EventHeader[]; rows: ResultEntry[]; next: EventPlace | null }> {
    // His events (the index on custId and eventId), the latest first, one page and one more to know if there are more;
    // a later page from the place of the one before, not an offset (docs/adr/0072): as a row value, the condition is
    // an index condition on (startTime, subsessionId), so the planner may walk the league's events from the place and
    // probe his entries for each, or take his entries and sort those before the place, whichever reads less.
    const his = this.knex(EVENTS)
      .select('id', 'startTime', 'subsessionId')
      .whereIn('id', this.knex(ENTRIES).select('eventId').where({ custId }))
      .orderBy([{ column: 'startTime', order: 'desc' }, { column: 'subsessionId', order: 'desc' }])
      .limit(page.limit + 1);
    if (publishedBy) his.where('publishedAt', '<=', publishedBy);
    const after = page.after;
    if (after) his.whereRaw('(??, ??) < (?, ?)', ['startTime', 'subsessionId', after.startTime, after.subsessionId]);
    else if (page.offset) his.offset(page.offset);
    const found: Row[] = await his;
    const pageRows = found.slice(0, page.limit);
    const last = pageRows[pageRows.length - 1];
    const next = found.length > page.limit && last ? { startTime: toIso(last.startTime), subsessionId: toNumber(last.subsessionId) } : null;
    const pageIds = pageRows.map((r) => String(r.id));
    if (pageIds.length === 0) return { events: [], rows: [], next: null };
    const mine = (await this.knex(ENTRIES).where({ custId }).whereIn('eventId', pageIds)).map(toEntry);
    const inChunks = async (ids: string[], read: (chunk: string[]) => Promise<Row[]>) => {
      const out: Row[] = [];
      for (let i = 0; i < ids.length; i += 500) out.push(...(await read(ids.slice(i, i + 500))));
      return out;
    };
    const teamIds = [...new Set(mine.flatMap((e) => (e.teamEntryId ? [e.teamEntryId] : [])))];
    const eventIds = [...new Set(mine.map((e) => e.eventId))];
    const [teams, events, phases, classes] = await Promise.all([
      inChunks(teamIds, (chunk) => this.knex(ENTRIES).whereIn('id', chunk)),
      inChunks(eventIds, (chunk) => this.knex(EVENTS).whereIn('id', chunk)),
      inChunks(eventIds, (chunk) => this.knex(PHASES).whereIn('eventId', chunk).orderBy([{ column: 'eventId' }, { column: 'simsessionNumber' }])),
      inChunks(eventIds, (chunk) => this.knex(CLASSES).whereIn('eventId', chunk).orderBy([{ column: 'eventId' }, { column: 'ordinal' }])),
    ]);
    const group = <T extends { eventId: string }>(items: T[]) => {
      const map = new Map<string, T[]>();
      for (const item of items) map.set(item.eventId, [...(map.get(item.eventId) ?? []), item]);
      return map;
    };
    const phasesOf = group(phases.map(toPhase));
    const classesOf = group(classes.map(toCarClass));
    return {
      events: events.map((r) => ({ event: toEvent(r), phases: phasesOf.get(String(r.id)) ?? [], carClasses: classesOf.get(String(r.id)) ?? [] })),
      rows: [...mine, ...teams.map(toEntry)],
      next,
    };
  }

  async listPage(options: { publishedBy?: string; after?: EventPlace; limit: number }): Promise<EventHeader[]> {
    // Walks the index on (startTime, subsessionId) from the place and stops at the page's end.
    const events = this.knex(EVENTS).select('*');
    if (options.publishedBy) events.where('publishedAt', '<=', options.publishedBy);
    const after = options.after;
    if (after) events.where((q) => q.where('startTime', '<', after.startTime).orWhere((same) => same.where('startTime', after.startTime).andWhere('subsessionId', '<', after.subsessionId)));
    const rows: Row[] = await events.orderBy([{ column: 'startTime', order: 'desc' }, { column: 'subsessionId', order: 'desc' }]).limit(options.limit);
    return this.withParts(rows);
  }

  async lastImported(publishedBy?: string): Promise<EventHeader | null> {
    const last = this.knex(EVENTS).select('*').orderBy([{ column: 'importedAt', order: 'desc' }, { column: 'subsessionId', order: 'desc' }]).limit(1);
    if (publishedBy) last.where('publishedAt', '<=', publishedBy);
    const [header] = await this.withParts(await last);
    return header ?? null;
  }

  /** These events' headers: their phases and classes in two statements. */
  private async withParts(rows: Row[]): Promise<EventHeader[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => String(r.id));
    const [phases, classes] = await Promise.all([
      this.knex(PHASES).whereIn('eventId', ids).orderBy([{ column: 'eventId' }, { column: 'simsessionNumber' }]),
      this.knex(CLASSES).whereIn('eventId', ids).orderBy([{ column: 'eventId' }, { column: 'ordinal' }]),
    ]);
    const group = <T extends { eventId: string }>(items: T[]) => {
      const map = new Map<string, T[]>();
      for (const item of items) map.set(item.eventId, [...(map.get(item.eventId) ?? []), item]);
      return map;
    };
    const phasesOf = group(phases.map(toPhase));
    const classesOf = group(classes.map(toCarClass));
    return rows.map((r: Row) => ({ event: toEvent(r), phases: phasesOf.get(String(r.id)) ?? [], carClasses: classesOf.get(String(r.id)) ?? [] }));
  }

  async listOfRaces(carreraIds: readonly string[], publishedBy?: string): Promise<EventHeader[]> {
    const wanted = [...new Set(carreraIds)];
    if (wanted.length === 0) return [];
    // The unique index on (carreraId, sesion) finds each race's events (three at most): a few rows, however many events there are.
    const events = this.knex(EVENTS).select('*').whereIn('carreraId', wanted);
    if (publishedBy) events.where('publishedAt', '<=', publishedBy);
    const rows: Row[] = await events.orderBy([{ column: 'startTime', order: 'desc' }, { column: 'subsessionId', order: 'desc' }]);
    return this.withParts(rows);
  }

  async nextPublicationAfter(instant: string): Promise<string | null> {
    const row = (await this.knex(EVENTS).min({ at: 'publishedAt' }).where('publishedAt', '>', instant).first()) as { at?: unknown } | undefined;
    return row?.at ? toIso(row.at as string) : null;
  }

  async latestPublished(instant: string): Promise<EventHeader | null> {
    const row = await this.knex(EVENTS)
      .select('id')
      .where('publishedAt', '<=', instant)
      .orderBy([{ column: 'startTime', order: 'desc' }, { column: 'subsessionId', order: 'desc' }])
      .first();
    return row ? this.findHeader({ id: String(row.id) }) : null;
  }

  async delete(eventId: string, trx?: Transaction): Promise<boolean> {
    const conn = db(this.knex, trx);
    // Children first and explicitly, rather than trusting every connection to enforce cascades.
    await conn(ENTRIES).where({ eventId }).delete();
    await conn(LAP_CHARTS).where({ eventId }).delete();
    await conn(PHASES).where({ eventId }).delete();
    await conn(CLASSES).where({ eventId }).delete();
    return (await conn(EVENTS).where({ id: eventId }).delete()) > 0;
  }

  async insertEvent(event: ResultEvent, trx: Transaction): Promise<void> {
    try {
      await db(this.knex, trx)(EVENTS).insert(event);
    } catch (err) {
      // Two imports at once: the second finds the first's row on commit, either the same new
      // subsession or another event for the same session of a race.
      const { code, constraint, message } = err as { code?: string; constraint?: string; message?: string };
      if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') {
        if (constraint === SESSION_UNIQUE_INDEX || /\bsesion\b/.test(message ?? '')) throw sessionTaken(event.sesion ?? 1);
        throw importInProgress();
      }
      throw err;
    }
  }

  async insertPhases(phases: ResultPhase[], trx: Transaction): Promise<void> {
    if (phases.length) await db(this.knex, trx)(PHASES).insert(phases);
  }

  async insertCarClasses(carClasses: ResultCarClass[], trx: Transaction): Promise<void> {
    if (carClasses.length) await db(this.knex, trx)(CLASSES).insert(carClasses.map((c, ordinal) => ({ ...c, ordinal })));
  }

  async insertEntries(entries: ResultEntry[], trx: Transaction): Promise<void> {
    const conn = db(this.knex, trx);
    for (let i = 0; i < entries.length; i += CHUNK) await conn(ENTRIES).insert(entries.slice(i, i + CHUNK));
  }

  async lapChart(eventId: string, trx?: Transaction): Promise<LapChartCar[]> {
    const rows: Row[] = await db(this.knex, trx)(LAP_CHARTS).where({ eventId });
    const cars = rows.map((r) => ({
      carId: toNumber(r.carId),
      name: String(r.nombre),
      carNumber: (r.numero as string | null) ?? null,
      finishPosition: numOrNull(r.posicionFinal),
      positions: JSON.parse(String(r.posiciones)) as Array<number | null>,
      lapTimes: r.tiemposVuelta ? (JSON.parse(String(r.tiemposVuelta)) as Array<number | null>) : [],
      lapEnds: r.finesVuelta ? (JSON.parse(String(r.finesVuelta)) as Array<number | null>) : [],
    }));
    const last = (c: LapChartCar) => [...c.positions].reverse().find((p) => p !== null) ?? Number.MAX_SAFE_INTEGER;
    return cars.sort((a, b) => (a.finishPosition ?? Number.MAX_SAFE_INTEGER) - (b.finishPosition ?? Number.MAX_SAFE_INTEGER) || last(a) - last(b) || a.carId - b.carId);
  }

  async lockEvent(eventId: string, trx: Transaction): Promise<boolean> {
    // SQLite writes one transaction at a time: the lock is PostgreSQL's.
    const query = db(this.knex, trx)(EVENTS).where({ id: eventId }).first('id');
    return (await (isPostgres(this.knex) ? query.forUpdate() : query)) !== undefined;
  }

  async replaceLapChart(eventId: string, cars: LapChartCar[], trx?: Transaction): Promise<void> {
    const conn = db(this.knex, trx);
    await conn(LAP_CHARTS).where({ eventId }).delete();
    const rows = cars.map((c) => ({ eventId, carId: c.carId, nombre: c.name, numero: c.carNumber, posicionFinal: c.finishPosition, posiciones: JSON.stringify(c.positions), tiemposVuelta: JSON.stringify(c.lapTimes), finesVuelta: JSON.stringify(c.lapEnds) }));
    for (let i = 0; i < rows.length; i += CHUNK) await conn(LAP_CHARTS).insert(rows.slice(i, i + CHUNK));
  }

  async latestLicences(custIds: readonly number[]): Promise<CustomerLicenceRow[]> {
    const out: CustomerLicenceRow[] = [];
    for (let i = 0; i < custIds.length; i += 500) {
      const rows: Row[] = await this.knex(ENTRIES)
        .join(EVENTS, `${EVENTS}.id`, `${ENTRIES}.eventId`)
        .whereIn(`${ENTRIES}.custId`, custIds.slice(i, i + 500))
        .whereNotNull(`${EVENTS}.licenseCategoryId`)
        .where((q) => q.whereNotNull(`${ENTRIES}.newLicenseLevel`).orWhereNotNull(`${ENTRIES}.newIrating`).orWhereNotNull(`${ENTRIES}.oldIrating`))
        .select(`${ENTRIES}.custId`, `${ENTRIES}.newLicenseLevel`, `${ENTRIES}.newIrating`, `${ENTRIES}.oldIrating`, `${EVENTS}.licenseCategoryId`, `${EVENTS}.startTime`);
      for (const r of rows) {
        out.push({
          custId: toNumber(r.custId),
          licenseCategoryId: toNumber(r.licenseCategoryId),
          licenseLevel: numOrNull(r.newLicenseLevel),
          irating: numOrNull(r.newIrating) ?? numOrNull(r.oldIrating),
          startTime: toIso(r.startTime),
        });
      }
    }
    return out;
  }

  async importedSubsessions(subsessionIds: readonly number[]): Promise<Array<Pick<ResultEvent, 'id' | 'subsessionId' | 'carreraId' | 'sesion'>>> {
    const found: Array<Pick<ResultEvent, 'id' | 'subsessionId' | 'carreraId' | 'sesion'>> = [];
    for (let i = 0; i < subsessionIds.length; i += 500) {
      const rows: Row[] = await this.knex(EVENTS).whereIn('subsessionId', subsessionIds.slice(i, i + 500)).select('id', 'subsessionId', 'carreraId', 'sesion');
      for (const r of rows) found.push({ id: String(r.id), subsessionId: toNumber(r.subsessionId), carreraId: (r.carreraId as string | null) ?? null, sesion: numOrNull(r.sesion) });
    }
    return found;
  }
}
