import type { Knex } from 'knex';
import type { BroadcastPanel } from '../../../../contracts/broadcast.contract.js';
import { toIso } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { BroadcastStateRepository } from '../../application/ports/broadcast-state.repository.port.js';
import type { BroadcastStateRecord } from '../../domain/broadcast-state.js';

const TABLE = 'broadcast_states';

interface Row {
  campeonatoId: string;
  piloto: string | null;
  oculto: string;
  clase: string | null;
  updatedAt: string | Date;
}

const panels = (text: string): BroadcastPanel[] => {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list.filter((p) => typeof p === 'string') as BroadcastPanel[]) : [];
  } catch {
    return [];
  }
};

export class KnexBroadcastStateRepository implements BroadcastStateRepository {
  constructor(private readonly knex: Knex) {}

  async find(campeonatoId: string, trx?: Transaction): Promise<BroadcastStateRecord | null> {
    const query = db(this.knex, trx)<Row>(TABLE).where({ campeonatoId }).first();
    // Within a change, the row stays locked on PostgreSQL until it commits (two operators at once queue).
    const row = (await (trx && this.knex.client.config.client === 'pg' ? query.forUpdate() : query)) as Row | undefined;
    return row ? { campeonatoId: row.campeonatoId, piloto: row.piloto, oculto: panels(row.oculto), clase: row.clase, updatedAt: toIso(row.updatedAt) } : null;
  }

  async save(record: BroadcastStateRecord, trx: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE)
      .insert({ campeonatoId: record.campeonatoId, piloto: record.piloto, oculto: JSON.stringify(record.oculto), clase: record.clase, updatedAt: record.updatedAt })
      .onConflict('campeonatoId')
      .merge();
  }
}
