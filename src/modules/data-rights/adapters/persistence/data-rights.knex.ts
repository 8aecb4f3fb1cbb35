import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type {
  ArcoRequest,
  ArcoRequestRepository,
  BlockedAccount,
  BlockedAccountRepository,
  BlockedPlace,
  DataExport,
  DataExportRepository,
} from '../../application/ports/data-rights.ports.js';

const REQUESTS = 'arco_requests';
const EXPORTS = 'data_exports';
const BLOCKED = 'blocked_accounts';
const OPEN: readonly string[] = ['recibida', 'en_proceso'];

export class KnexArcoRequests implements ArcoRequestRepository {
  constructor(private readonly knex: Knex) {}

  async insert(request: ArcoRequest, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(REQUESTS).insert(request);
  }

  async find(id: string, trx?: Transaction): Promise<ArcoRequest | null> {
    return ((await db(this.knex, trx)(REQUESTS).where({ id }).first()) as ArcoRequest | undefined) ?? null;
  }

  async update(id: string, from: ArcoRequest['estado'], changes: Partial<ArcoRequest>, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(REQUESTS).where({ id, estado: from }).update(changes)) > 0;
  }

  async ofUser(userId: string): Promise<ArcoRequest[]> {
    return this.knex(REQUESTS).where({ userId }).orderBy('createdAt', 'desc');
  }

  async list(options: { abiertas?: boolean; limit?: number }): Promise<ArcoRequest[]> {
    const open = (await this.knex(REQUESTS).whereIn('estado', OPEN).orderBy('venceEn', 'asc')) as ArcoRequest[];
    if (options.abiertas) return open;
    const answered = (await this.knex(REQUESTS).whereNotIn('estado', OPEN).orderBy('respondidaEn', 'desc').limit(options.limit ?? 100)) as ArcoRequest[];
    return [...open, ...answered];
  }

  async openDueBefore(before: string): Promise<ArcoRequest[]> {
    return this.knex(REQUESTS).whereIn('estado', OPEN).where('venceEn', '<', before);
  }
}

export class KnexDataExports implements DataExportRepository {
  constructor(private readonly knex: Knex) {}

  async insert(row: DataExport, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(EXPORTS).insert(row);
  }

  async pending(limit: number): Promise<DataExport[]> {
    return this.knex(EXPORTS).where({ estado: 'pendiente' }).orderBy('createdAt').limit(limit);
  }

  async markReady(id: string, changes: Pick<DataExport, 'tokenHash' | 'archivo' | 'listaEn' | 'venceEn'>, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(EXPORTS).where({ id, estado: 'pendiente' }).update({ ...changes, estado: 'lista' })) > 0;
  }

  async byTokenHash(hash: string): Promise<DataExport | null> {
    return ((await this.knex(EXPORTS).where({ tokenHash: hash }).first()) as DataExport | undefined) ?? null;
  }

  async expiredBefore(now: string): Promise<DataExport[]> {
    return this.knex(EXPORTS).where({ estado: 'lista' }).where('venceEn', '<=', now);
  }

  async markExpired(id: string, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(EXPORTS).where({ id }).update({ estado: 'vencida', archivo: null, tokenHash: null });
  }
}

export class KnexBlockedAccounts implements BlockedAccountRepository {
  constructor(private readonly knex: Knex) {}

  async insert(row: BlockedAccount, trx: Transaction): Promise<boolean> {
    // A second cancellation at the same instant waits for the first's row, then inserts nothing.
    const inserted = (await db(this.knex, trx)(BLOCKED).insert(row).onConflict('userId').ignore().returning('userId')) as unknown[];
    return inserted.length > 0;
  }

  async page({ after, limit }: { after?: BlockedPlace; limit: number }, trx?: Transaction): Promise<BlockedAccount[]> {
    // Read in the order of the index (bloqueadaEn DESC, userId), migration 20261221000200, from the place on.
    const query = db(this.knex, trx)(BLOCKED).orderBy('bloqueadaEn', 'desc').orderBy('userId').limit(limit);
    if (after) {
      query.where('bloqueadaEn', '<=', after.bloqueadaEn).andWhere((q) => {
        void q.where('bloqueadaEn', '<', after.bloqueadaEn).orWhere('userId', '>', after.userId);
      });
    }
    return query;
  }

  async find(userId: string, trx?: Transaction): Promise<BlockedAccount | null> {
    return ((await db(this.knex, trx)(BLOCKED).where({ userId }).first()) as BlockedAccount | undefined) ?? null;
  }

  async dueBy(now: string): Promise<BlockedAccount[]> {
    return this.knex(BLOCKED).whereNull('eliminadaEn').where('conservarHasta', '<=', now).orderBy('conservarHasta');
  }

  async markPurged(userId: string, at: string, resumen: string, trx: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(BLOCKED).where({ userId }).whereNull('eliminadaEn').update({ eliminadaEn: at, resumen })) > 0;
  }
}
