import type { Knex } from 'knex';
import { INVOICE_STATES, type InvoiceState } from '../../../../contracts/invoicing.messages.js';
import type { PlaceWindow } from '../../../../platform/keyset.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { InvoiceRequestRepository } from '../../application/ports/invoice-request.repository.port.js';
import type { InvoiceRequest } from '../../domain/invoice-request.entity.js';

const TABLE = 'invoice_requests';
/** The queue's groups as shown: pending first ('pendiente' > 'emitida', so descending). */
const GROUPS: readonly InvoiceState[] = [...INVOICE_STATES].sort().reverse();
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

  async queue(filter: { estado?: InvoiceState }, window: PlaceWindow | null): Promise<{ rows: InvoiceRequest[]; total: number }> {
    const filtered = () => {
      const q = this.knex(TABLE);
      if (filter.estado) q.where({ estado: filter.estado });
      return q;
    };
    const [{ n }] = await filtered().count({ n: '*' });
    const total = Number(n);
    if (window && !('offset' in window && window.offset > 0)) return { rows: await this.byPlace(filter, window), total };
    const q = filtered()
      .select(COLUMNS)
      // Pending first ('emitida' < 'pendiente' alphabetically, so descending), then oldest request first.
      .orderBy([
        { column: 'estado', order: 'desc' },
        { column: 'solicitadaEn', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    if (window) q.offset((window as { offset: number }).offset).limit(window.limit);
    return { rows: (await q) as InvoiceRequest[], total };
  }

  /**
   * A window read state by state from the index (estado, solicitadaEn, id) (migration 20261220000400):
   * within the place's state the requests after it (or before it, walking back), then the next states'
   * (or the previous ones') from their start (or end), until the window is full. One indexed read per
   * state, however late the page; the first page is read the same way from the top.
   */
  private async byPlace(filter: { estado?: InvoiceState }, window: PlaceWindow): Promise<InvoiceRequest[]> {
    const back = 'before' in window;
    const place = 'after' in window ? window.after : 'before' in window ? window.before : null;
    const shown = GROUPS.filter((g) => !filter.estado || g === filter.estado);
    const from = place ? GROUPS.indexOf(place.group as InvoiceState) : 0;
    const groups = back ? shown.filter((g) => GROUPS.indexOf(g) <= from).reverse() : shown.filter((g) => GROUPS.indexOf(g) >= from);
    const rows: InvoiceRequest[] = [];
    for (const estado of groups) {
      if (rows.length >= window.limit) break;
      const order = back ? 'desc' : 'asc';
      const q = this.knex(TABLE)
        .select(COLUMNS)
        .where({ estado })
        .orderBy([
          { column: 'solicitadaEn', order },
          { column: 'id', order },
        ])
        .limit(window.limit - rows.length);
      if (place && estado === place.group) q.whereRaw(`(??, ??) ${back ? '<' : '>'} (?, ?)`, ['solicitadaEn', 'id', place.at, place.tie]);
      rows.push(...((await q) as InvoiceRequest[]));
    }
    return back ? rows.reverse() : rows;
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
