import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { EntryRequestRepository } from '../../application/ports/entry-request.repository.port.js';
import type { EntryRequest } from '../../domain/entry-request.js';

const TABLE = 'championship_entry_requests';

const toRequest = (r: Record<string, unknown>): EntryRequest => ({
  id: String(r.id),
  campeonatoId: String(r.campeonatoId),
  userId: String(r.userId),
  estado: r.estado === 'aprobada' || r.estado === 'rechazada' ? r.estado : 'pendiente',
  motivo: r.motivo === null || r.motivo === undefined ? null : String(r.motivo),
  createdAt: toIso(r.createdAt),
  decididaEn: r.decididaEn ? toIso(r.decididaEn) : null,
  decididaPor: r.decididaPor === null || r.decididaPor === undefined ? null : String(r.decididaPor),
});

export class KnexEntryRequestRepository implements EntryRequestRepository {
  constructor(private readonly knex: Knex) {}

  async find(campeonatoId: string, userId: string, trx?: Transaction): Promise<EntryRequest | null> {
    const row = await db(this.knex, trx)(TABLE).where({ campeonatoId, userId }).first();
    return row ? toRequest(row) : null;
  }

  async save(request: EntryRequest, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert(request).onConflict(['campeonatoId', 'userId']).merge();
  }

  async pendingOf(userId: string): Promise<EntryRequest[]> {
    return (await this.knex(TABLE).where({ userId, estado: 'pendiente' }).orderBy([{ column: 'createdAt' }, { column: 'id' }])).map(toRequest);
  }

  async pendingFor(campeonatoId: string, trx?: Transaction): Promise<EntryRequest[]> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId, estado: 'pendiente' }).orderBy([{ column: 'createdAt' }, { column: 'id' }])).map(toRequest);
  }
}
