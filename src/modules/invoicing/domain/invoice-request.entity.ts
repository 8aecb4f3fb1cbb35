import { formatMonth, mexicoCityMonth, mexicoCityMonthStart } from '../../../contracts/formats.js';
import type { InvoiceState } from '../../../contracts/invoicing.messages.js';
import { alreadyRequested, monthClosed, notPaid, notPayer } from './invoicing.errors.js';

/** A driver's request for the CFDI of one payment, and, once an admin issued it, its two files. */
export interface InvoiceRequest {
  id: string;
  pagoId: string;
  userId: string;
  estado: InvoiceState;
  rfc: string;
  razonSocial: string;
  regimenFiscal: string;
  usoCfdi: string;
  codigoPostal: string;
  email: string;
  solicitadaEn: string;
  emitidaEn: string | null;
  emitidaPor: string | null;
  /** Storage keys of the issued files (private storage, never a public address). */
  pdfKey: string | null;
  xmlKey: string | null;
}

/** What invoicing needs to know of a payment (payments answers it). */
export interface PaymentFacts {
  id: string;
  userId: string;
  campeonatoId: string;
  montoCentavos: number;
  moneda: string;
  /** The payments module's state; only 'completado' is invoiced. */
  estado: string;
  /** When it was paid; null while unpaid. */
  fechaPago: string | null;
}

/**
 * The first instant at which a payment can no longer be invoiced on its own: the start of the month after
 * the one it was paid in (Mexico City). From then on it belongs to that month's global invoice.
 */
export function requestDeadline(paidAt: string): Date {
  const [year, month] = mexicoCityMonth(paidAt).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return mexicoCityMonthStart(next);
}

/** Why this driver may not ask for this payment's invoice now, as the error to throw, or null when he may. */
export function requestRefusal(payment: PaymentFacts, driverId: string, existing: InvoiceRequest | null, now: Date): Error | null {
  if (payment.userId !== driverId) return notPayer();
  if (payment.estado !== 'completado' || payment.fechaPago === null) return notPaid();
  if (existing) return alreadyRequested();
  if (now.getTime() >= requestDeadline(payment.fechaPago).getTime()) return monthClosed(formatMonth(mexicoCityMonth(payment.fechaPago)));
  return null;
}

/** The refusal's sentence, for the profile to say why 'Solicitar factura' is not offered. */
export function refusalReason(payment: PaymentFacts, driverId: string, existing: InvoiceRequest | null, now: Date): string | null {
  return requestRefusal(payment, driverId, existing, now)?.message ?? null;
}

/** A PDF begins with '%PDF-'. */
export function looksLikePdf(content: Buffer): boolean {
  return content.subarray(0, 5).toString('latin1') === '%PDF-';
}

