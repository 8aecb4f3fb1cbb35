import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { GateExemptionRequestRepository } from '../../application/ports/gate-exemption-request.repository.port.js';
import type { GateExemptionRequest } from '../../domain/gate-exemption-request.js';

const TABLE = 'championship_gate_exemption_requests';

const toRequest = (r: Record<string, unknown>): GateExemptionRequest => ({
  id: String(r.id),
  campeonatoId: String(r.campeonatoId),
  userId: String(r.userId),
  estado: r.estado === 'concedida' || r.estado === 'rechazada' ? r.estado : 'pendiente',
  motivo: r.motivo === null || r.motivo === undefined ? null : String(r.motivo),
  createdAt: toIso(r.createdAt),
  respondidaEn: r.respondidaEn ? toIso(r.respondidaEn) : null,
  respondidaPor: r.respondidaPor === null || r.respondidaPor === undefined ? null : String(r.respondidaPor),
});

export class KnexGateExemptionRequestRepository implements GateExemptionRequestRepository {
  constructor(private readonly knex: Knex) {}

  async findById(id: string, trx?: Transaction): Promise<GateExemptionRequest | null> {
    const row = await db(this.knex, trx)(TABLE).where({ id }).first();
    return row ? toRequest(row) : null;
  }

  async latestOf(campeonatoId: string, userId: string, trx?: Transaction): Promise<GateExemptionRequest | null> {
    const row = await db(this.knex, trx)(TABLE)
      .where({ campeonatoId, userId })
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      .first();
    return row ? toRequest(row) : null;
  }

  async openFor(campeonatoId: string, trx?: Transaction): Promise<GateExemptionRequest[]> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId, estado: 'pendiente' }).orderBy([{ column: 'createdAt' }, { column: 'id' }])).map(toRequest);
  }

  async insert(request: GateExemptionRequest, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert(request);
  }

  async update(request: GateExemptionRequest, trx?: Transaction): Promise<void> {
    const { estado, motivo, respondidaEn, respondidaPor } = request;
    await db(this.knex, trx)(TABLE).where({ id: request.id }).update({ estado, motivo, respondidaEn, respondidaPor });
  }
}
