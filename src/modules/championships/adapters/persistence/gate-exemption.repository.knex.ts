import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { GateExemption, GateExemptionRepository } from '../../application/ports/gate-exemption.repository.port.js';

const TABLE = 'championship_gate_exemptions';
const COLUMNS = ['campeonatoId', 'userId', 'creadaPor', 'createdAt'];

export class KnexGateExemptionRepository implements GateExemptionRepository {
  constructor(private readonly knex: Knex) {}

  async has(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return !!(await db(this.knex, trx)(TABLE).where({ campeonatoId, userId }).first('userId'));
  }

  async listFor(campeonatoId: string, trx?: Transaction): Promise<GateExemption[]> {
    return db(this.knex, trx)(TABLE).where({ campeonatoId }).orderBy([{ column: 'createdAt' }, { column: 'userId' }]).select(COLUMNS);
  }

  async add(exemption: GateExemption, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert(exemption).onConflict(['campeonatoId', 'userId']).ignore();
  }

  async remove(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId, userId }).delete()) > 0;
  }
}
