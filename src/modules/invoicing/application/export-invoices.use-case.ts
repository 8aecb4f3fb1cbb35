import { formatDateTime } from '../../../contracts/formats.js';
import { INVOICE_STATE_LABELS, taxRegime, cfdiUse } from '../../../contracts/invoicing.messages.js';
import type { Actor } from '../../identity/index.js';
import { toCsv } from '../domain/invoices-csv.js';
import type { ListInvoiceQueue } from './list-invoice-queue.use-case.js';

const COLUMNS = [
  'solicitud',
  'estado',
  'solicitada',
  'emitida',
  'rfc',
  'razonSocial',
  'regimenFiscal',
  'usoCfdi',
  'codigoPostal',
  'email',
  'pago',
  'fechaPago',
  'monto',
  'moneda',
  'campeonato',
  'piloto',
  'correoPiloto',
] as const;

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '');

/**
 * The queue as CSV ('Exportar CSV', `parrilla invoices export`): one line per request, pending first,
 * dates and times in Mexico City (dd/mm/yyyy hh:mm), amounts in pesos with a decimal point; texts that
 * start like a formula get an apostrophe, as the payments' CSV.
 */
export class ExportInvoices {
  constructor(private readonly deps: { queue: ListInvoiceQueue }) {}

  async execute(actor: Actor, query: unknown = {}): Promise<string> {
    const rows = await this.deps.queue.all(actor, query);
    return toCsv(
      COLUMNS,
      rows.map((r) => ({
        solicitud: r.id,
        estado: INVOICE_STATE_LABELS[r.estado],
        solicitada: when(r.solicitadaEn),
        emitida: when(r.emitidaEn),
        rfc: r.rfc,
        razonSocial: r.razonSocial,
        regimenFiscal: `${r.regimenFiscal} ${taxRegime(r.regimenFiscal)?.descripcion ?? ''}`.trim(),
        usoCfdi: `${r.usoCfdi} ${cfdiUse(r.usoCfdi)?.descripcion ?? ''}`.trim(),
        codigoPostal: r.codigoPostal,
        email: r.email,
        pago: r.pagoId,
        fechaPago: when(r.pago?.fechaPago),
        monto: r.pago ? r.pago.monto.toFixed(2) : '',
        moneda: r.pago?.moneda.toUpperCase() ?? '',
        campeonato: r.pago?.campeonato?.nombreCampeonato ?? '',
        piloto: r.pago?.piloto ? `${r.pago.piloto.nombre} ${r.pago.piloto.apellido}`.trim() : '',
        correoPiloto: r.pago?.piloto?.email ?? '',
      })),
    );
  }
}
