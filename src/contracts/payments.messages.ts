/**
 * Texts and constants of card payments without the schemas, so the public payment pages (enrol
 * modal, /pago-exitoso, /pago-cancelado, /pago-demo) can use them without loading zod. Texts in
 * quotes in the specification are kept word for word.
 */
import { formatDeadline, formatDollars, formatMoney } from './formats.js';

export const PAYMENT_STATES = ['pendiente', 'completado', 'fallido', 'reembolsado'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pendiente: 'Pendiente',
  completado: 'Completado',
  fallido: 'Fallido',
  reembolsado: 'Reembolsado',
};

export const CURRENCIES = ['mxn', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Which gateway took a payment: Stripe, the demo gateway of the embedded default, or an admin by hand. */
export const PAYMENT_GATEWAYS = ['stripe', 'demo', 'manual'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Business constants (spec 2 §9, DOMAIN-RULES §4). */
export const PAYMENTS_PAGE_SIZE = 10;
/** The most accounts the payments' `usuario` text may match; more is refused (docs/adr/0063's addendum). */
export const PAYER_MATCHES = 500;
export const PAYMENTS_MAX_PAGE_SIZE = 100;
export const STATS_TOP_CHAMPIONSHIPS = 10;
export const STATS_MONTHS = 6;
/** A pending checkout holds its place this long; the checkout session expires at the same time. */
export const CHECKOUT_HOLD_MINUTES = 30;

/** The demo gateway's page: `/pago-demo?session_id={sessionId}` (DOMAIN-RULES §4). */
export const DEMO_PAGE_PATH = '/pago-demo';
export const DEMO_SESSION_PARAM = 'session_id';

export const PAYMENT_MSG = {
  // Public and driver pages (spec 1 §2, §8).
  confirmTitle: 'Confirmar Inscripción',
  processing: 'Procesando...',
  cancel: 'Cancelar',
  stripeLoadError: 'Error al cargar Stripe.',
  createSessionError: 'Error al crear la sesión de pago',
  verifyError: 'Error al verificar el pago. Por favor, contacta con soporte.',
  success: 'Pago completado con éxito. ¡Inscripción confirmada!',
  /** A payment that arrived with no place left for him (issue: the truth on every page). */
  paidWithoutPlace: 'Recibimos tu pago, pero ya no quedaba lugar para ti: todavía no estás inscrito.',
  demoBanner: 'Modo demostración: no se realiza ningún cobro',
  // Admin screen (spec 2 §2, §8).
  tabList: 'Listado de Pagos',
  tabStats: 'Estadísticas',
  empty: 'No hay pagos para mostrar.',
  loadError: 'Error al cargar los pagos',
  statsError: 'Error al cargar las estadísticas',
  saveError: 'Error al guardar el pago',
  deleteError: 'Error al eliminar el pago',
  resendError: 'Error al reenviar el correo',
  resent: 'Correo de confirmación reenviado al cliente',
  deleteWarning: 'Los pagos completados con inscripción deben marcarse antes como reembolsados.',
  // Server answers.
  updated: 'Pago actualizado',
  created: 'Pago manual registrado',
  deleted: 'Pago eliminado',
  notCompleted: 'El pago aún no se ha completado.',
  failed: 'El pago no se completó. No se realizó ningún cargo.',
  refunded: 'Este pago fue reembolsado.',
  demoCancelled: 'Pago cancelado',
  // Validation (request schemas).
  championshipRequired: 'Debes seleccionar un campeonato.',
  userRequired: 'Debes seleccionar un usuario.',
  payerTooBroad: `Más de ${PAYER_MATCHES} cuentas coinciden: escribe más del nombre, apellido o correo.`,
  amountRequired: 'El monto es obligatorio',
  amountPositive: 'El monto debe ser mayor que 0',
  amountCents: 'El monto admite como máximo dos decimales',
  amountMax: 'El monto es demasiado alto',
  currency: 'La moneda debe ser mxn o usd',
  state: 'El estado debe ser pendiente, completado, fallido o reembolsado',
  notesMax: 'Las notas deben tener como máximo 1000 caracteres',
  invalidDate: 'Fecha inválida',
  dateRange: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  page: 'La página debe ser un número entero mayor o igual a 1',
  limit: 'El tamaño de página debe estar entre 1 y 100',
  lostPage: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;

/** Payment ids are shown as their first 8 characters (spec 2 §2). */
export function shortPaymentId(id: string): string {
  return id.slice(0, 8);
}

/** An amount as the product shows money: '$1,500 MXN', '$1,499.50 MXN' (two decimals only with centavos). */
export function formatPaymentAmount(monto: number, moneda: Currency = 'mxn'): string {
  return moneda === 'usd' ? formatDollars(monto) : formatMoney(monto, { withCode: true });
}

/** How a driver pays (issue #31): card, card in interest-free months, cash at OXXO, SPEI transfer. */
export const PAYMENT_METHODS = ['tarjeta', 'msi', 'oxxo', 'spei'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  tarjeta: 'Tarjeta',
  msi: 'Tarjeta a meses sin intereses',
  oxxo: 'Efectivo en OXXO',
  spei: 'Transferencia SPEI',
};
/** Stripe's smallest amount for meses sin intereses (3 months): 300 MXN. */
export const MSI_MIN_CENTS = 30_000;
/** Stripe's limits for one OXXO payment: 10 to 10,000 MXN. */
export const OXXO_MIN_CENTS = 1_000;
export const OXXO_MAX_CENTS = 1_000_000;

/** Why OXXO cannot take a price (in cents), or null when it can: the admin's form, the enrol modal and the checkout say the same. */
export function oxxoLimitProblem(priceCents: number): string | null {
  return priceCents >= OXXO_MIN_CENTS && priceCents <= OXXO_MAX_CENTS ? null : PAYMENT_METHOD_MSG.oxxoLimits;
}

/** What an admin's list may pick beyond the states: places held by vouchers, paid without a place, manual refunds to send. */
export const PAYMENT_SITUATIONS = ['apartado', 'pagado-sin-lugar', 'reembolso-manual-pendiente'] as const;
export type PaymentSituation = (typeof PAYMENT_SITUATIONS)[number];
export const PAYMENT_SITUATION_LABELS: Record<PaymentSituation, string> = {
  apartado: 'Lugar apartado',
  'pagado-sin-lugar': 'Pagado sin lugar',
  'reembolso-manual-pendiente': 'Reembolso manual pendiente',
};

export const PAYMENT_METHOD_MSG = {
  msiMinimum: 'Meses sin intereses solo se ofrece cuando el precio es de al menos $300 MXN.',
  oxxoLimits: 'Efectivo en OXXO solo se ofrece cuando el precio está entre $10 y $10,000 MXN (los límites de OXXO).',
  tooCloseToRace: 'La primera carrera empieza antes de que podamos confirmar un pago en efectivo o por transferencia (vencimiento de la ficha más un día hábil).',
  notOffered: 'Este campeonato no acepta ese método de pago ahora.',
  method: 'El método debe ser tarjeta, msi, oxxo o spei',
  situation: 'La situación debe ser apartado, pagado-sin-lugar o reembolso-manual-pendiente',
  held: 'Lugar apartado',
  nextBusinessDay: 'te confirmamos el siguiente día hábil',
  voucherLink: 'Ver / imprimir ficha',
  nothingCharged: 'Nada se cobra de verdad: ni con tarjeta, ni en OXXO, ni por SPEI.',
  settingsSaved: 'Métodos de pago guardados',
  clabeRequired: 'La CLABE es obligatoria',
  trackingKeyMax: 'La clave de rastreo debe tener como máximo 30 caracteres',
  manualRefundOnlyOxxo: 'Solo un pago en efectivo en OXXO se reembolsa a mano: los demás se reembolsan en la pasarela.',
  manualRefundRecorded: 'Reembolso manual registrado',
  manualRefundSent: 'Clave de rastreo registrada: reembolso enviado',
  noManualRefund: 'Este pago no tiene un reembolso manual registrado.',
  onlyPaidWithoutPlace: 'Solo un pago sin lugar se inscribe sobre el cupo.',
  openCancelled: 'Pago cancelado: ya puedes elegir otro método.',
  cancelAndRestart: 'Cancelarlo y empezar de nuevo',
} as const;

/**
 * What happens next to a payment that arrived with no place left ('Pagado sin lugar'), as the pages
 * and the e-mail tell the driver: who decides, the two ways out, and by when.
 */
export function paidWithoutPlaceNext(plazoDecision: string, metodo: PaymentMethod): string {
  const refund = metodo === 'oxxo' ? ' Como pagaste en OXXO, el reembolso se hace por transferencia SPEI: te pediremos tu CLABE.' : '';
  return `Un administrador te inscribe sobre el cupo o te reembolsa el pago completo a más tardar el ${formatDeadline(plazoDecision)}.${refund} Te avisaremos por correo en cualquiera de los dos casos.`;
}

/**
 * How a held payment is worded for its method: an OXXO voucher ('ficha', confirmed the next business
 * day) or a SPEI transfer (its details, confirmed in minutes). The pending page, the profile and the
 * e-mail say the same.
 */
export function heldPaymentWords(metodo: PaymentMethod): { expires: string; link: string; aviso: string; mailNext: string } {
  if (metodo === 'spei') {
    const next = 'Cuando hagas la transferencia, la confirmamos en minutos y te enviamos la confirmación de tu inscripción.';
    return { expires: 'Los datos de transferencia vencen', link: 'Ver instrucciones de la transferencia', aviso: next, mailNext: next };
  }
  return {
    expires: 'La ficha vence',
    link: PAYMENT_METHOD_MSG.voucherLink,
    aviso: `Cuando pagues, ${PAYMENT_METHOD_MSG.nextBusinessDay}.`,
    mailNext: `Cuando pagues, ${PAYMENT_METHOD_MSG.nextBusinessDay} y te enviamos la confirmación de tu inscripción.`,
  };
}
