import type { Transaction } from '../../../../platform/transactions.js';
import type { EntryRequest } from '../../domain/entry-request.js';

/** Port: entry requests of championships that require approval. */
export interface EntryRequestRepository {
  find(campeonatoId: string, userId: string, trx?: Transaction): Promise<EntryRequest | null>;
  /** Writes the request, replacing a former one of the same driver (a rejected driver may ask again). */
  save(request: EntryRequest, trx?: Transaction): Promise<void>;
  /** The championship's pending requests, oldest first. */
  pendingFor(campeonatoId: string, trx?: Transaction): Promise<EntryRequest[]>;
  /** The driver's requests still waiting for a decision, in any championship. */
  pendingOf(userId: string): Promise<EntryRequest[]>;
}
