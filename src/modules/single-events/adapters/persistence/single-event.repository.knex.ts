import type { Knex } from 'knex';
import { isPostgres } from '../../../../platform/database/knex.js';
import { toBool, toIso, toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { PastEventPlace, SingleEventRepository } from '../../application/ports/single-event.repository.port.js';
import type { SingleEvent } from '../../domain/single-event.entity.js';

const EVENTS = 'single_events';
const PARTICIPANTS = 'single_event_participants';

type BoolColumn = 'hasPractice' | 'hasQualy' | 'hasRace';
type IntColumn = 'practiceDuration' | 'qualyDuration' | 'raceDuration';
type SingleEventRow = Omit<SingleEvent, BoolColumn | IntColumn | 'participantesMaximos' | 'incidents'> &
  Record<BoolColumn, boolean | number> &
  Record<IntColumn, number | string> & { participantesMaximos: number | string | null; incidents: number | string | null };

const nullableNumber = (value: number | string | null) => (value === null || value === undefined ? null : toNumber(value));

function toEvent(row: SingleEventRow): SingleEvent {
  return {
    id: row.id,
    nombre: row.nombre,
    imagenPortada: row.imagenPortada ?? null,
    fechaInicio: toIso(row.fechaInicio),
    horaInicio: row.horaInicio ?? null,
    participantesMaximos: nullableNumber(row.participantesMaximos),
    hasPractice: toBool(row.hasPractice),
    practiceDuration: toNumber(row.practiceDuration),
    hasQualy: toBool(row.hasQualy),
    qualyDuration: toNumber(row.qualyDuration),
    hasRace: toBool(row.hasRace),
    raceDuration: toNumber(row.raceDuration),
    incidents: nullableNumber(row.incidents),
    detalles: row.detalles ?? '',
    reglas: row.reglas ?? '',
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export class KnexSingleEventRepository implements SingleEventRepository {
  constructor(private readonly knex: Knex) {}

  async list(): Promise<SingleEvent[]> {
    const rows = await this.knex(EVENTS).orderBy([{ column: 'fechaInicio' }, { column: 'horaInicio' }, { column: 'createdAt' }, { column: 'id' }]);
    return rows.map(toEvent);
  }

  async from(day: string): Promise<SingleEvent[]> {
    const rows = await this.knex(EVENTS)
      .where('fechaInicio', '>=', day)
      .orderBy([{ column: 'fechaInicio' }, { column: 'horaInicio' }, { column: 'createdAt' }, { column: 'id' }]);
    return rows.map(toEvent);
  }

  async countBefore(day: string): Promise<number> {
    const [{ n }] = await this.knex(EVENTS).where('fechaInicio', '<', day).count({ n: '*' });
    return toNumber(n);
  }

  async pastPage(day: string, page: { after?: PastEventPlace; limit: number }): Promise<SingleEvent[]> {
    // The day bounds the scan through the index on (fechaInicio, horaInicio); an event without a time
    // starts at 00:00, the earliest of its day, so it sorts as ''.
    const hora = this.knex.raw("coalesce(??, '')", ['horaInicio']);
    const query = this.knex(EVENTS).where('fechaInicio', '<', day);
    const after = page.after;
    if (after) {
      query.where('fechaInicio', '<=', after.fechaInicio).where((q) =>
        q
          .where('fechaInicio', '<', after.fechaInicio)
          .orWhere(hora, '<', after.horaInicio)
          .orWhere((same) => same.where(hora, '=', after.horaInicio).andWhere('id', '<', after.id)),
      );
    }
    const rows = await query.orderBy('fechaInicio', 'desc').orderByRaw("coalesce(??, '') desc", ['horaInicio']).orderBy('id', 'desc').limit(page.limit);
    return rows.map(toEvent);
  }

  async findById(id: string, trx?: Transaction): Promise<SingleEvent | null> {
    const row = await db(this.knex, trx)(EVENTS).where({ id }).first();
    return row ? toEvent(row) : null;
  }

  async lockById(id: string, trx: Transaction): Promise<SingleEvent | null> {
    const query = db(this.knex, trx)(EVENTS).where({ id }).first();
    // PostgreSQL: a row lock. SQLite has one writer and this app one connection, so a transaction
    // already runs alone there (knex would only warn about FOR UPDATE).
    if (isPostgres(this.knex)) query.forUpdate();
    const row = await query;
    return row ? toEvent(row) : null;
  }

  async insert(event: SingleEvent, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(EVENTS).insert(event);
  }

  async update(id: string, changes: Partial<SingleEvent>, trx?: Transaction): Promise<void> {
    const { id: _ignored, ...rest } = changes;
    await db(this.knex, trx)(EVENTS).where({ id }).update(rest);
  }

  async delete(id: string, trx?: Transaction): Promise<boolean> {
    // The sign-ups go first, so the deletion does not depend on SQLite enforcing foreign keys.
    const run = async (t: Knex | Knex.Transaction) => {
      await t(PARTICIPANTS).where({ eventId: id }).delete();
      return (await t(EVENTS).where({ id }).delete()) > 0;
    };
    return trx ? run(trx as Knex.Transaction) : this.knex.transaction(run);
  }

  async participantIds(eventIds: string[], trx?: Transaction): Promise<Map<string, string[]>> {
    const byEvent = new Map<string, string[]>();
    if (eventIds.length === 0) return byEvent;
    const rows: { eventId: string; userId: string }[] = await db(this.knex, trx)(PARTICIPANTS)
      .whereIn('eventId', eventIds)
      .orderBy([{ column: 'createdAt' }, { column: 'userId' }])
      .select('eventId', 'userId');
    for (const row of rows) {
      const list = byEvent.get(row.eventId) ?? [];
      list.push(row.userId);
      byEvent.set(row.eventId, list);
    }
    return byEvent;
  }

  async countParticipants(eventId: string, trx?: Transaction): Promise<number> {
    const [{ n }] = await db(this.knex, trx)(PARTICIPANTS).where({ eventId }).count({ n: '*' });
    return toNumber(n);
  }

  async isParticipant(eventId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(PARTICIPANTS).where({ eventId, userId }).first('userId')) !== undefined;
  }

  async addParticipant(entry: { eventId: string; userId: string; createdAt: string }, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(PARTICIPANTS).insert(entry);
  }

  async removeParticipant(eventId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(PARTICIPANTS).where({ eventId, userId }).delete()) > 0;
  }

  async eventsOf(userId: string, trx?: Transaction): Promise<SingleEvent[]> {
    const rows: SingleEventRow[] = await db(this.knex, trx)(EVENTS)
      .whereIn('id', db(this.knex, trx)(PARTICIPANTS).where({ userId }).select('eventId'))
      .select(`${EVENTS}.*`);
    return rows.map(toEvent);
  }
}
