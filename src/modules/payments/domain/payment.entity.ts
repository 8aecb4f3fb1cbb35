import type { PaymentMethod } from '../../../contracts/payments.messages.js';

export type { PaymentMethod };

/** A voucher (OXXO) or transfer (SPEI) as Stripe gave it. */
export interface Voucher {
  referencia: string;
  clabe: string | null;
  url: string | null;
  venceEn: string | null;
}

/** An OXXO refund sent by hand by SPEI. */
export interface ManualRefund {
  clabe: string;
  montoCentavos: number;
  claveRastreo: string | null;
  registradoEn: string;
  enviadoEn: string | null;
}

/** A payment as the league records it. Field names are the specification's; money in cents. */
export type PaymentState = 'pendiente' | 'completado' | 'fallido' | 'reembolsado';
export type Currency = 'mxn' | 'usd';
export type GatewayName = 'stripe' | 'demo' | 'manual';

export interface AdminNote {
  texto: string;
  fecha: string;
  usuario: { _id: string; nombre: string } | null;
}

export interface Payment {
  id: string;
  userId: string;
  campeonatoId: string;
  montoCentavos: number;
  moneda: Currency;
  estado: PaymentState;
  pasarela: GatewayName;
  esManual: boolean;
  creadoPor: string | null;
  stripeSessionId: string | null;
  stripePaymentIntentId: string | null;
  checkoutUrl: string | null;
  expiraEn: string | null;
  fechaCompletado: string | null;
  fechaReembolso: string | null;
  notasAdmin: AdminNote[];
  detalles: string | null;
  metodo: PaymentMethod;
  /** The voucher or transfer details, once Stripe issued them (the place is then 'Lugar apartado' until `expiraEn`). */
  ficha: Voucher | null;
  /** Paid after its hold was released, with the championship full: an admin enrols over capacity or refunds. */
  sinLugar: boolean;
  planMeses: number | null;
  reembolsoManual: ManualRefund | null;
  /** The car number and team chosen at the checkout, applied when the payment enrols the driver (docs/adr/0034); null or absent when none. */
  detallesInscripcion?: {
    numeroAuto?: number | null;
    equipo?: string | null;
    /** What of them could not be kept when the payment enrolled the driver (taken while he paid), in words. */
    noAplicados?: string[];
  } | null;
  createdAt: string;
  updatedAt: string;
}

/** A pending checkout holds its place for 30 minutes (DOMAIN-RULES §4). */
export const HOLD_MS = 30 * 60 * 1000;

/** Whether a checkout can still be paid at `now` (its place is then held). */
export function isCheckoutLive(payment: Pick<Payment, 'estado' | 'expiraEn'>, now: Date): boolean {
  return payment.estado === 'pendiente' && payment.expiraEn !== null && payment.expiraEn > now.toISOString();
}

/** Converts an amount from the wire (pesos or dollars, two decimals at most) to integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The note a state change leaves: what changed and, if given, why. */
export function stateChangeNote(from: PaymentState, to: PaymentState, notas: string | undefined): string {
  const change = from === to ? `Estado confirmado: ${to}` : `Estado cambiado de ${from} a ${to}`;
  return notas ? `${change}. ${notas}` : change;
}

/** What a payment records of its method when nothing else is known: a card paid at once. */
export const CARD_PAYMENT_FIELDS: Pick<Payment, 'metodo' | 'ficha' | 'sinLugar' | 'planMeses' | 'reembolsoManual'> = {
  metodo: 'tarjeta',
  ficha: null,
  sinLugar: false,
  planMeses: null,
  reembolsoManual: null,
};

/** What the audit log keeps of a payment created or deleted: who paid what, for what, how and in which state. */
export const paymentSummary = (p: Payment) => ({
  userId: p.userId,
  campeonatoId: p.campeonatoId,
  montoCentavos: p.montoCentavos,
  moneda: p.moneda,
  estado: p.estado,
  pasarela: p.pasarela,
  metodo: p.metodo,
});

