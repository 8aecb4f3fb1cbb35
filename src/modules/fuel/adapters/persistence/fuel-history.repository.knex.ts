import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
import type { FuelCalculationRecord, FuelHistoryRepository } from '../../application/ports/fuel-history.repository.port.js';

const TABLE = 'fuel_calculations';

export class KnexFuelHistoryRepository implements FuelHistoryRepository {
  constructor(private readonly knex: Knex) {}

  async add(record: FuelCalculationRecord): Promise<void> {
    await this.knex(TABLE).insert({ ...record, input: JSON.stringify(record.input), result: JSON.stringify(record.result) });
  }

  async latestOf(userId: string, limit: number): Promise<FuelCalculationRecord[]> {
    const rows = await this.knex(TABLE).where({ userId }).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
    return rows.map((r) => ({ id: r.id, userId: r.userId, input: JSON.parse(r.input), result: JSON.parse(r.result), createdAt: toIso(r.createdAt) }));
  }
}
