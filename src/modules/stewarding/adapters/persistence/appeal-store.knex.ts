import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { AppealStore } from '../../application/ports/appeal-store.port.js';
import type { Appeal, AppealState } from '../../domain/appeal.entity.js';

const APPEALS = 'report_appeals';

function parse<T>(value: unknown, fallback: T): T {
  try {
    return value === null || value === undefined ? fallback : (JSON.parse(String(value)) as T);
  } catch {
    return fallback;
  }
}

const toAppeal = (row: Record<string, unknown>): Appeal => ({
  id: String(row.id),
  reportId: String(row.reportId),
  userId: String(row.userId),
  motivo: String(row.motivo),
  capturas: parse<string[]>(row.capturas, []),
  videos: parse<string[]>(row.videos, []),
  estado: row.estado as AppealState,
  explicacion: row.explicacion === null || row.explicacion === undefined ? null : String(row.explicacion),
  sancionAnterior: parse(row.sancionAnterior, null),
  decididoPor: row.decididoPor === null || row.decididoPor === undefined ? null : String(row.decididoPor),
  decididoAt: row.decididoAt === null || row.decididoAt === undefined ? null : toIso(row.decididoAt),
  createdAt: toIso(row.createdAt),
});

export class KnexAppealStore implements AppealStore {
  constructor(private readonly knex: Knex) {}

  async insert(appeal: Appeal): Promise<boolean> {
    const row = { ...appeal, capturas: JSON.stringify(appeal.capturas), videos: JSON.stringify(appeal.videos), sancionAnterior: null };
    // The unique key (report, driver) decides between two appeals of one driver at once.
    const inserted = await this.knex(APPEALS).insert(row).onConflict(['reportId', 'userId']).ignore().returning('id');
    return inserted.length === 1;
  }

  async findById(id: string): Promise<Appeal | null> {
    const row = await this.knex(APPEALS).where({ id }).first();
    return row ? toAppeal(row) : null;
  }

  async countPending(): Promise<number> {
    const [{ n }] = (await this.knex(APPEALS).where({ estado: 'pendiente' }).count({ n: '*' })) as Array<{ n: unknown }>;
    return Number(n);
  }

  async ofReports(reportIds: readonly string[]): Promise<Appeal[]> {
    if (reportIds.length === 0) return [];
    return (await this.knex(APPEALS).whereIn('reportId', [...reportIds]).orderBy([{ column: 'createdAt' }, { column: 'id' }])).map(toAppeal);
  }

  async decide(id: string, outcome: Pick<Appeal, 'estado' | 'explicacion' | 'sancionAnterior' | 'decididoPor' | 'decididoAt'>, trx: Transaction): Promise<boolean> {
    const changed = await db(this.knex, trx)(APPEALS)
      .where({ id, estado: 'pendiente' })
      .update({ ...outcome, sancionAnterior: outcome.sancionAnterior ? JSON.stringify(outcome.sancionAnterior) : null });
    return changed === 1;
  }
}
