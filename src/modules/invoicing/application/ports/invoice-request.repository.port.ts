import type { InvoiceState } from '../../../../contracts/invoicing.messages.js';
import type { PlaceWindow } from '../../../../platform/keyset.js';
import type { Transaction } from '../../../../platform/transactions.js';
import type { InvoiceRequest } from '../../domain/invoice-request.entity.js';

/** Port: stored invoice requests, one per payment (a unique key on the payment keeps it so). */
export interface InvoiceRequestRepository {
  /** Inserts the request; answers false when the payment already has one (a racing request won). */
  insert(request: InvoiceRequest, trx?: Transaction): Promise<boolean>;
  findById(id: string, trx?: Transaction): Promise<InvoiceRequest | null>;
  findByPayment(pagoId: string, trx?: Transaction): Promise<InvoiceRequest | null>;
  /** The requests of these payments. */
  forPayments(pagoIds: readonly string[]): Promise<InvoiceRequest[]>;
  /**
   * The queue: pending first, then oldest request first (a place's group is its state); a window after
   * or before a place, or from a position; null for all. `total` counts every match.
   */
  queue(filter: { estado?: InvoiceState }, window: PlaceWindow | null): Promise<{ rows: InvoiceRequest[]; total: number }>;
  countPending(): Promise<number>;
  /** Marks a pending request issued with its files; answers whether this call made the change. */
  markIssued(id: string, issued: { emitidaEn: string; emitidaPor: string; pdfKey: string; xmlKey: string }, trx?: Transaction): Promise<boolean>;
}
