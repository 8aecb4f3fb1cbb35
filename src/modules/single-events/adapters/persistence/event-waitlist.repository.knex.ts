import type { Knex } from 'knex';
import { toIso, toNumber } from '../../../../platform/database/rows.js';
import { inSlices } from '../../../../platform/database/slices.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { EventWaitlistRepository } from '../../application/ports/event-waitlist.repository.port.js';
import type { EventWaitlistEntry } from '../../domain/event-waitlist.js';
import { alreadyQueuedForEvent } from '../../domain/single-event.errors.js';

const TABLE = 'single_event_waitlist';

const toEntry = (r: Record<string, unknown>): EventWaitlistEntry => ({
  id: String(r.id),
  eventId: String(r.eventId),
  userId: String(r.userId),
  orden: toNumber(r.orden),
  createdAt: toIso(r.createdAt),
  ofertaCreadaEn: r.ofertaCreadaEn ? toIso(r.ofertaCreadaEn) : null,
  ofertaVenceEn: r.ofertaVenceEn ? toIso(r.ofertaVenceEn) : null,
});

export class KnexEventWaitlistRepository implements EventWaitlistRepository {
  constructor(private readonly knex: Knex) {}

  async listFor(eventIds: readonly string[], trx?: Transaction): Promise<Map<string, EventWaitlistEntry[]>> {
    const grouped = new Map<string, EventWaitlistEntry[]>();
    const rows = await inSlices(eventIds, (slice) =>
      db(this.knex, trx)(TABLE)
        .whereIn('eventId', slice)
        .orderBy([{ column: 'orden' }, { column: 'createdAt' }, { column: 'id' }]),
    );
    for (const row of rows.map(toEntry)) grouped.set(row.eventId, [...(grouped.get(row.eventId) ?? []), row]);
    return grouped;
  }

  async insert(entry: EventWaitlistEntry, trx?: Transaction): Promise<void> {
    try {
      await db(this.knex, trx)(TABLE).insert(entry);
    } catch (err) {
      const e = err as { code?: string; message?: string };
      if (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '')) throw alreadyQueuedForEvent();
      throw err;
    }
  }

  async remove(eventId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ eventId, userId }).delete()) > 0;
  }

  async setOffer(id: string, offer: { ofertaCreadaEn: string; ofertaVenceEn: string }, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).where({ id }).update(offer);
  }

  async ofUser(userId: string, trx?: Transaction): Promise<EventWaitlistEntry[]> {
    return (await db(this.knex, trx)(TABLE).where({ userId }).orderBy([{ column: 'createdAt' }, { column: 'id' }])).map(toEntry);
  }

  async nextOrder(eventId: string, trx?: Transaction): Promise<number> {
    const row = await db(this.knex, trx)(TABLE).where({ eventId }).max({ n: 'orden' }).first();
    return (row?.n === null || row?.n === undefined ? 0 : toNumber(row.n)) + 1;
  }

  async eventsWithQueue(trx?: Transaction): Promise<string[]> {
    return (await db(this.knex, trx)(TABLE).distinct('eventId').orderBy('eventId')).map((r: { eventId: string }) => r.eventId);
  }
}
