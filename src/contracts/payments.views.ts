/** What the payment calls answer: declared once for the API, the CLI and the pages (spec 1 §7, spec 2 §3 and §7). */
import type { Currency, PaymentGatewayName, PaymentMethod, PaymentSituation, PaymentState } from './payments.messages.js';

/** Answer of crear-sesion: the browser goes to `url` (Stripe's checkout, or `/pago-demo?session_id=…`). */
export interface CreateCheckoutResponse {
  sessionId: string;
  url: string;
}

/** The championship as the payment pages show it. */
export interface PaymentChampionshipSummary {
  _id: string;
  nombreCampeonato: string;
  categoria: string;
  /** Pesos. */
  precio: number;
}

/**
 * GET /api/payments/verificar-pago/{sessionId} (bearer; the payer or an admin). 200 only when the
 * payment is `completado` (the driver is then enrolled); 409 with a Spanish `message` while it is
 * still pending, or when it failed or was refunded.
 */
export interface VerifyPaymentResponse {
  message: string;
  estado: PaymentState;
  pagoId: string;
  campeonato: PaymentChampionshipSummary;
  /** How it was paid. */
  metodo: PaymentMethod;
  /** What of the number and team chosen before paying could not be kept (taken while he paid), in words; usually none. */
  avisos: string[];
  /**
   * Paid, but no place was left for him ('Pagado sin lugar'): he is not enrolled yet; an admin enrols
   * him over the capacity or refunds him by `plazoDecision`.
   */
  sinLugar: boolean;
  /** Until when the admins decide a payment without a place; null otherwise. */
  plazoDecision: string | null;
}

/** GET /api/payments/demo/{sessionId} (bearer; the payer or an admin): what the demo page shows. */
export interface DemoSessionResponse {
  sessionId: string;
  estado: PaymentState;
  monto: number;
  moneda: Currency;
  campeonato: PaymentChampionshipSummary;
  /** When the session stops accepting payment (30 minutes after it was created; a held place's deadline). */
  expiraEn: string;
  metodo: PaymentMethod;
  /** The simulated voucher or transfer once 'issued'. */
  ficha: PaymentVoucherView | null;
}

/**
 * POST /api/payments/demo/{sessionId}/pagar and …/cancelar (bearer; the payer or an admin): the
 * page then goes to `redirectUrl`, exactly where Stripe would send the browser:
 * `/pago-exitoso?session_id={sessionId}` or `/pago-cancelado`.
 */
export interface DemoActionResponse {
  redirectUrl: string;
}

export interface PaymentPerson {
  _id: string;
  nombre: string;
  apellido: string;
  email: string;
}

/** One entry of `notasAdmin`: what changed, when, and who did it. */
export interface AdminNote {
  texto: string;
  fecha: string;
  usuario: { _id: string; nombre: string } | null;
}

/** A payment on the wire (spec 2 §3). */
export interface PaymentView {
  _id: string;
  id: string;
  /** Null only if the account no longer exists. */
  usuario: PaymentPerson | null;
  campeonato: { _id: string; nombreCampeonato: string } | null;
  monto: number;
  moneda: Currency;
  estado: PaymentState;
  esManual: boolean;
  /** The admin who recorded a manual payment. */
  creadoPor: { _id: string; nombre: string; email: string } | null;
  pasarela: PaymentGatewayName;
  stripeSessionId: string | null;
  stripePaymentIntentId: string | null;
  fechaCompletado: string | null;
  fechaReembolso: string | null;
  notasAdmin: AdminNote[];
  /** A free note about the payment (e.g. why a paid checkout could not enrol). */
  detalles: string | null;
  /** How it was paid (the card for manual payments and those before methods existed). */
  metodo: PaymentMethod;
  /** Apartado, pagado sin lugar or reembolso manual pendiente; null otherwise. */
  situacion: PaymentSituation | null;
  /** What the driver takes to OXXO or the bank, once the voucher exists. */
  ficha: PaymentVoucherView | null;
  /** Until when a voucher or transfer holds the place (expiry plus one business day); null for cards. */
  plazoApartado: string | null;
  /** Meses sin intereses: the months of the plan the driver chose at Stripe; null when paid at once. */
  planMeses: number | null;
  /** An OXXO refund made by hand by SPEI. */
  reembolsoManual: ManualRefundView | null;
  createdAt: string;
  updatedAt: string;
}

/** An OXXO voucher (reference and hosted voucher) or the SPEI transfer's CLABE and reference. */
export interface PaymentVoucherView {
  /** OXXO's reference number, or the transfer's reference. */
  referencia: string;
  /** SPEI only: the CLABE to transfer to. */
  clabe: string | null;
  /** Stripe's hosted voucher or transfer instructions ('Ver / imprimir ficha'). */
  url: string | null;
  /** When the voucher stops being accepted at the counter. */
  venceEn: string | null;
}

export interface ManualRefundView {
  clabe: string;
  monto: number;
  /** The SPEI tracking key once sent; null while still to send. */
  claveRastreo: string | null;
  registradoEn: string;
  enviadoEn: string | null;
}

/** GET /api/payments/metodos/{campeonatoId} (bearer): the methods the driver may choose now, and why some are not. */
export interface MethodOptionsResponse {
  campeonatoId: string;
  precio: number;
  metodos: { metodo: PaymentMethod; nombre: string; disponible: boolean; motivo: string | null }[];
  /** What the admin switched on (for the admin's form). */
  ajustes: { oxxo: boolean; spei: boolean; msi: boolean };
  /** True on the demo gateway: nothing is charged. */
  demo: boolean;
  /** False while the league has Stripe turned off (Ajustes › Privacidad): nothing is paid online. */
  enLinea: boolean;
}

/** A driver's payment waiting for a voucher or transfer (`/pago-pendiente`, the profile). */
export interface PendingPaymentResponse {
  pagoId: string;
  sessionId: string | null;
  campeonato: PaymentChampionshipSummary;
  metodo: PaymentMethod;
  monto: number;
  moneda: Currency;
  estado: PaymentState;
  ficha: PaymentVoucherView | null;
  /** The deadline: until then the place is 'Lugar apartado'. */
  plazoApartado: string | null;
  aviso: string;
  /** Paid after the held place was released, with no place left: not enrolled yet (see VerifyPaymentResponse). */
  sinLugar: boolean;
  /** Until when the admins decide a payment without a place; null otherwise. */
  plazoDecision: string | null;
  /** Taken by the demo gateway: nothing is charged, and its page may simulate paying or expiry. */
  demo: boolean;
}

/** GET /api/payments/mis-pendientes (bearer). */
export interface MyPendingPaymentsResponse {
  pagos: PendingPaymentResponse[];
}

export interface Pagination {
  total: number;
  paginas: number;
  paginaActual: number;
  porPagina: number;
}

/** Answer of GET /api/payments/admin: newest first. */
export interface ListPaymentsResponse {
  pagos: PaymentView[];
  paginacion: Pagination;
  /** Asks the next page (`despues`), null on the last; `anterior` asks the one before (`antes`), null on the first (docs/adr/0060). */
  siguiente: string | null;
  anterior: string | null;
}

/**
 * GET /api/payments/admin/estadisticas (and `parrilla payments stats --json`). Amounts are MXN
 * (USD payments count in the totals; their amount is in `montoTotalCompletadosUsd`).
 */
export interface PaymentStatsResponse {
  estadisticasGenerales: {
    totalPagos: number;
    totalCompletados: number;
    totalPendientes: number;
    totalFallidos: number;
    totalReembolsados: number;
    montoTotalCompletados: number;
    montoTotalCompletadosUsd: number;
  };
  /** The 10 championships with most completed payments, most first. */
  pagosPorCampeonato: { _id: string; nombreCampeonato: string; total: number; montoTotal: number }[];
  /** The last 6 calendar months in America/Mexico_City, oldest first, months without payments as 0; completed payments by `fechaCompletado`. */
  pagosPorMes: { mes: string; total: number; montoTotal: number }[];
  /** Completed payments by method, MXN. */
  pagosPorMetodo: { metodo: PaymentMethod; total: number; montoTotal: number }[];
}

/** GET /api/payments/admin/{id}: the PaymentView itself. */
export type GetPaymentResponse = PaymentView;

/** Answer of the admin's writes (state change, manual payment). */
export interface PaymentWriteResponse {
  message: string;
  pago: PaymentView;
}

/** DELETE /api/payments/admin/{id} (409 while `completado`) and POST …/{id}/reenviar-confirmacion. */
export interface MessageResponse {
  message: string;
}
