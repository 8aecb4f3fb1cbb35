import type { Knex } from 'knex';
import type { InvoiceState } from '../../../../contracts/invoicing.messages.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { InvoiceRequestRepository } from '../../application/ports/invoice-request.repository.port.js';
import type { InvoiceRequest } from '../../domain/invoice-request.entity.js';

const TABLE = 'invoice_requests';
const COLUMNS = ['id', 'pagoId', 'userId', 'estado', 'rfc', 'razonSocial', 'regimenFiscal', 'usoCfdi', 'codigoPostal', 'email', 'solicitadaEn', 'emitidaEn', 'emitidaPor', 'pdfKey', 'xmlKey'] as const;

/** A unique key's violation, as SQLite and PostgreSQL each report it. */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(e.message ?? '');
};

export class KnexInvoiceRequestRepository implements InvoiceRequestRepository {
  constructor(private readonly knex: Knex) {}

  async insert(request: InvoiceRequest, trx?: Transaction): Promise<boolean> {
    // Inside a transaction on PostgreSQL a failed insert would abort it: a savepoint keeps the caller's work.
    const q = db(this.knex, trx);
    try {
      if (trx) await (q as Knex.Transaction).transaction(async (sp) => sp(TABLE).insert(request));
      else await q(TABLE).insert(request);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async findById(id: string, trx?: Transaction): Promise<InvoiceRequest | null> {
    return ((await db(this.knex, trx)(TABLE).select(COLUMNS).where({ id }).first()) as InvoiceRequest | undefined) ?? null;
  }

  async findByPayment(pagoId: string, trx?: Transaction): Promise<InvoiceRequest | null> {
    return ((await db(this.knex, trx)(TABLE).select(COLUMNS).where({ pagoId }).first()) as InvoiceRequest | undefined) ?? null;
  }

  async forPayments(pagoIds: readonly string[]): Promise<InvoiceRequest[]> {
    if (pagoIds.length === 0) return [];
    return (await this.knex(TABLE).select(COLUMNS).whereIn('pagoId', [...pagoIds])) as InvoiceRequest[];
  }

  async queue(filter: { estado?: InvoiceState }, page: { offset: number; limit: number } | null): Promise<{ rows: InvoiceRequest[]; total: number }> {
    const filtered = () => {
      const q = this.knex(TABLE);
      if (filter.estado) q.where({ estado: filter.estado });
      return q;
    };
    const [{ n }] = await filtered().count({ n: '*' });
    const q = filtered()
      .select(COLUMNS)
      // Pending first ('emitida' < 'pendiente' alphabetically, so descending), then oldest request first.
      .orderBy([
        { column: 'estado', order: 'desc' },
        { column: 'solicitadaEn', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    if (page) q.offset(page.offset).limit(page.limit);
    return { rows: (await q) as InvoiceRequest[], total: Number(n) };
  }

  async countPending(): Promise<number> {
    const [{ n }] = await this.knex(TABLE).where({ estado: 'pendiente' }).count({ n: '*' });
    return Number(n);
  }

  async markIssued(id: string, issued: { emitidaEn: string; emitidaPor: string; pdfKey: string; xmlKey: string }, trx?: Transaction): Promise<boolean> {
    const changed = await db(this.knex, trx)(TABLE).where({ id, estado: 'pendiente' }).update({ ...issued, estado: 'emitida' });
    return Number(changed) === 1;
  }
}
