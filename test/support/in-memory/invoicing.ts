import type { InvoiceState } from '../../../src/contracts/invoicing.messages.js';
import type { InvoiceRequestRepository } from '../../../src/modules/invoicing/application/ports/invoice-request.repository.port.js';
import type { InvoiceChampionships, InvoiceDriver, InvoiceDrivers, InvoicePayments } from '../../../src/modules/invoicing/application/ports/invoice-sources.port.js';
import type { InvoiceRequest, PaymentFacts } from '../../../src/modules/invoicing/domain/invoice-request.entity.js';
import type { PrivateFileStorage, StoredFile } from '../../../src/platform/files/file-storage.port.js';
import { ascending, windowRows, type Place, type PlaceWindow } from '../../../src/platform/keyset.js';
import { MemoryTable, type Snapshottable } from './transactions.js';

/** Invoice requests in memory, with the one-per-payment key and the conditional issue the use cases rely on. */
export class MemoryInvoiceRequests extends MemoryTable<InvoiceRequest> implements InvoiceRequestRepository {
  async insert(request: InvoiceRequest): Promise<boolean> {
    if (this.all().some((r) => r.pagoId === request.pagoId)) return false;
    this.rows.set(request.id, structuredClone(request));
    return true;
  }
  async findById(id: string): Promise<InvoiceRequest | null> {
    return this.all().find((r) => r.id === id) ?? null;
  }
  async findByPayment(pagoId: string): Promise<InvoiceRequest | null> {
    return this.all().find((r) => r.pagoId === pagoId) ?? null;
  }
  async forPayments(pagoIds: readonly string[]): Promise<InvoiceRequest[]> {
    return this.all().filter((r) => pagoIds.includes(r.pagoId));
  }
  async queue(filter: { estado?: InvoiceState }, window: PlaceWindow | null): Promise<{ rows: InvoiceRequest[]; total: number }> {
    // Pending first, then the oldest request (and the lower id) first.
    const shown = (a: Place, b: Place) => (a.group === b.group ? ascending(a, b) : a.group === 'pendiente' ? -1 : 1);
    const place = (r: InvoiceRequest): Place => ({ at: r.solicitadaEn, tie: r.id, group: r.estado });
    const rows = this.all()
      .filter((r) => !filter.estado || r.estado === filter.estado)
      .sort((a, b) => shown(place(a), place(b)));
    return { rows: window ? windowRows(rows, window, place, shown) : rows, total: rows.length };
  }
  async countPending(): Promise<number> {
    return this.all().filter((r) => r.estado === 'pendiente').length;
  }
  async markIssued(id: string, issued: { emitidaEn: string; emitidaPor: string; pdfKey: string; xmlKey: string }): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.estado !== 'pendiente') return false;
    this.rows.set(id, { ...row, ...issued, estado: 'emitida' });
    return true;
  }
}

/** Payments' facts as payments would answer them. */
export class MemoryPaymentFacts implements InvoicePayments {
  constructor(readonly payments: PaymentFacts[] = []) {}
  async byIds(ids: readonly string[]): Promise<PaymentFacts[]> {
    return this.payments.filter((p) => ids.includes(p.id)).map((p) => ({ ...p }));
  }
  async completedOf(userId: string): Promise<PaymentFacts[]> {
    return this.payments
      .filter((p) => p.userId === userId && p.estado === 'completado')
      .sort((a, b) => (b.fechaPago ?? '').localeCompare(a.fechaPago ?? ''))
      .map((p) => ({ ...p }));
  }
}

export const memoryDrivers = (drivers: InvoiceDriver[]): InvoiceDrivers => ({ describe: async (ids) => drivers.filter((d) => ids.includes(d.id)) });
export const memoryChampionships = (championships: Array<{ id: string; nombreCampeonato: string }>): InvoiceChampionships => ({
  summaries: async (ids) => championships.filter((c) => ids.includes(c.id)),
});

/** The private storage in memory: files by address; what a rolled-back unit saved stays until removed, as on disk. */
export class MemoryPrivateFiles implements PrivateFileStorage, Snapshottable {
  files = new Map<string, Buffer>();
  private n = 0;
  async save(folder: string, content: Buffer, extension: string): Promise<StoredFile> {
    const url = `/private/${folder}/${(this.n += 1)}.${extension}`;
    this.files.set(url, Buffer.from(content));
    return { url };
  }
  async read(url: string): Promise<Buffer | null> {
    return this.files.get(url) ?? null;
  }
  async remove(url: string): Promise<void> {
    this.files.delete(url);
  }
  snapshot(): () => void {
    return () => undefined;
  }
}
