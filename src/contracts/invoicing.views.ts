/** What the invoice calls answer: declared once for the API, the CLI and the pages. */
import type { InvoiceState } from './invoicing.messages.js';

/** The payment an invoice is for, as the queue and the profile show it beside the request. */
export interface InvoicePaymentView {
  id: string;
  monto: number;
  moneda: string;
  /** When it was paid (completed), UTC ISO. */
  fechaPago: string | null;
  estado: string;
  campeonato: { id: string; nombreCampeonato: string } | null;
  piloto: { id: string; nombre: string; apellido: string; email: string } | null;
}

/** A request for an invoice, with its payment. */
export interface InvoiceRequestView {
  id: string;
  _id: string;
  pagoId: string;
  estado: InvoiceState;
  rfc: string;
  razonSocial: string;
  regimenFiscal: string;
  usoCfdi: string;
  codigoPostal: string;
  email: string;
  solicitadaEn: string;
  emitidaEn: string | null;
  /** Where the issued invoice's files download (only for its driver and admins); null until issued. */
  pdfUrl: string | null;
  xmlUrl: string | null;
  pago: InvoicePaymentView | null;
}

/** POST /api/facturas and POST /api/facturas/admin/{id}/emitir. */
export interface InvoiceRequestAnswer {
  message: string;
  factura: InvoiceRequestView;
}

/** GET /api/facturas/admin: oldest request first, so the queue is worked in order. */
export interface InvoiceQueueAnswer {
  facturas: InvoiceRequestView[];
  pendientes: number;
  paginacion: { total: number; paginas: number; paginaActual: number; porPagina: number };
  /** `despues` for the next page; null on the last (docs/adr/0063). */
  siguiente: string | null;
  /** `antes` for the page before; null on the first. */
  anterior: string | null;
}

/** One of the driver's paid payments with its invoice, or why one can no longer be asked for. */
export interface MyPaymentInvoiceView {
  pago: InvoicePaymentView;
  factura: InvoiceRequestView | null;
  /** Whether 'Solicitar factura' is offered now. */
  puedeSolicitar: boolean;
  /** Why not, when it is not (the month closed, already asked). */
  motivo: string | null;
  /** The last instant a request is taken: the end of the payment's month in Mexico City. */
  solicitarHasta: string | null;
}

/** GET /api/facturas/mis-pagos (signed in). */
export interface MyInvoicesAnswer {
  pagos: MyPaymentInvoiceView[];
}
