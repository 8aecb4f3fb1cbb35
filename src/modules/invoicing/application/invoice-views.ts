import { RETIRED_DRIVER_NAME } from '../../../contracts/privacy.messages.js';
import type { InvoiceFileKind } from '../../../contracts/invoicing.messages.js';
import type { InvoicePaymentView, InvoiceRequestView } from '../../../contracts/invoicing.views.js';
import type { InvoiceRequest, PaymentFacts } from '../domain/invoice-request.entity.js';
import type { InvoiceChampionships, InvoiceDriver, InvoiceDrivers, InvoicePayments } from './ports/invoice-sources.port.js';

/** Where an issued invoice's files download: the route checks who asks (never a public address). */
export const invoiceFileUrl = (id: string, kind: InvoiceFileKind) => `/api/facturas/${id}/${kind}`;

export interface PaymentLine {
  facts: PaymentFacts;
  driver: InvoiceDriver | null;
  championship: { id: string; nombreCampeonato: string } | null;
}

export function toPaymentView(line: PaymentLine): InvoicePaymentView {
  const { facts, driver, championship } = line;
  return {
    id: facts.id,
    monto: facts.montoCentavos / 100,
    moneda: facts.moneda,
    fechaPago: facts.fechaPago,
    estado: facts.estado,
    campeonato: championship ? { id: championship.id, nombreCampeonato: championship.nombreCampeonato } : null,
    piloto: driver ? { id: driver.id, nombre: driver.nombre, apellido: driver.apellido, email: driver.email } : null,
  };
}

export function toInvoiceView(request: InvoiceRequest, line: PaymentLine | undefined): InvoiceRequestView {
  const issued = request.estado === 'emitida';
  // Kept for the tax code but blocked: a cancelled account's fiscal data reaches no screen or CSV (the superadmin reads it in the audit-logged view).
  const blocked = line?.driver?.blocked === true;
  const kept = blocked ? { rfc: '', razonSocial: RETIRED_DRIVER_NAME, codigoPostal: '', email: '' } : { rfc: request.rfc, razonSocial: request.razonSocial, codigoPostal: request.codigoPostal, email: request.email };
  return {
    id: request.id,
    _id: request.id,
    pagoId: request.pagoId,
    estado: request.estado,
    rfc: kept.rfc,
    razonSocial: kept.razonSocial,
    regimenFiscal: request.regimenFiscal,
    usoCfdi: request.usoCfdi,
    codigoPostal: kept.codigoPostal,
    email: kept.email,
    solicitadaEn: request.solicitadaEn,
    emitidaEn: request.emitidaEn,
    // Its files are blocked too: they download from 'Datos bloqueados' only.
    pdfUrl: issued && !blocked ? invoiceFileUrl(request.id, 'pdf') : null,
    xmlUrl: issued && !blocked ? invoiceFileUrl(request.id, 'xml') : null,
    pago: line ? toPaymentView(line) : null,
  };
}

/**
 * Payments with the names the screens show beside a request: the facts from payments, the driver
 * from identity and the championship from championships, one batch each however many are asked.
 */
export class PaymentLines {
  constructor(private readonly deps: { payments: InvoicePayments; drivers: InvoiceDrivers; championships: InvoiceChampionships }) {}

  async of(pagoIds: readonly string[], trx?: unknown): Promise<Map<string, PaymentLine>> {
    const ids = [...new Set(pagoIds)];
    if (ids.length === 0) return new Map();
    return this.named(await this.deps.payments.byIds(ids, trx), trx);
  }

  async named(facts: readonly PaymentFacts[], trx?: unknown): Promise<Map<string, PaymentLine>> {
    if (facts.length === 0) return new Map();
    const [drivers, championships] = await Promise.all([
      this.deps.drivers.describe([...new Set(facts.map((f) => f.userId))], trx),
      this.deps.championships.summaries([...new Set(facts.map((f) => f.campeonatoId))], trx),
    ]);
    const driver = new Map(drivers.map((d) => [d.id, d]));
    const championship = new Map(championships.map((c) => [c.id, c]));
    return new Map(facts.map((f) => [f.id, { facts: f, driver: driver.get(f.userId) ?? null, championship: championship.get(f.campeonatoId) ?? null }]));
  }
}
