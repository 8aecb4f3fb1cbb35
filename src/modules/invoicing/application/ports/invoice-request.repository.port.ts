import type { InvoiceState } from '../../../../contracts/invoicing.messages.js';
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
  /** The queue: pending first, then oldest request first; `page` null for all. */
  queue(filter: { estado?: InvoiceState }, page: { offset: number; limit: number } | null): Promise<{ rows: InvoiceRequest[]; total: number }>;
  countPending(): Promise<number>;
  /** Marks a pending request issued with its files; answers whether this call made the change. */
  markIssued(id: string, issued: { emitidaEn: string; emitidaPor: string; pdfKey: string; xmlKey: string }, trx?: Transaction): Promise<boolean>;
}
