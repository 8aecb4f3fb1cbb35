import type { Transaction } from '../../../../platform/transactions.js';
import type { GateExemptionRequest } from '../../domain/gate-exemption-request.js';

/** Port: drivers' requests for a gate exemption, kept after they are answered. */
export interface GateExemptionRequestRepository {
  findById(id: string, trx?: Transaction): Promise<GateExemptionRequest | null>;
  /** The driver's newest request in the championship, open or answered. */
  latestOf(campeonatoId: string, userId: string, trx?: Transaction): Promise<GateExemptionRequest | null>;
  /** The championship's open requests, oldest first. */
  openFor(campeonatoId: string, trx?: Transaction): Promise<GateExemptionRequest[]>;
  /** The database refuses a second open request of the same driver and championship. */
  insert(request: GateExemptionRequest, trx?: Transaction): Promise<void>;
  update(request: GateExemptionRequest, trx?: Transaction): Promise<void>;
}
