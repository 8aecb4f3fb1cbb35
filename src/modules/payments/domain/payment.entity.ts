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
