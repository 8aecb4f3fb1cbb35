/**
 * Card payments: request schemas and response types of every `/api/payments` call, shared by the
 * Koa routes, the CLI and the React pages. Field names are the specification's (spec 1 §7, spec 2 §3
 * and §7). Amounts travel in currency units (pesos or dollars, up to two decimals); the server keeps
 * integer cents. Instants are UTC ISO strings.
 */
import { z } from 'zod';
import { isPlausibleDate } from './plausible-date.js';
import { carNumber, teamName } from './entries.contract.js';
import { CURRENCIES, PAYMENT_METHOD_MSG, PAYMENT_METHODS, PAYMENT_MSG, PAYMENT_SITUATIONS, PAYMENT_STATES, PAYMENTS_MAX_PAGE_SIZE, PAYMENTS_PAGE_SIZE } from './payments.messages.js';

export * from './payments.messages.js';
/** The answers of the payment calls (declared in payments.views.ts, as every module's). */
export type * from './payments.views.js';

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

/** A number typed in a form ('1500', '1499.50') or a JSON number, positive with at most two decimals. */
const amount = z
  .preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v), z.number({ error: PAYMENT_MSG.amountRequired }))
  .refine(Number.isFinite, PAYMENT_MSG.amountRequired)
  .refine((v) => v > 0, PAYMENT_MSG.amountPositive)
  .refine((v) => v <= 1_000_000, PAYMENT_MSG.amountMax)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, PAYMENT_MSG.amountCents);

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A calendar day 'YYYY-MM-DD' (read in America/Mexico_City by the server) or an ISO instant. */
const dayOrInstant = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: PAYMENT_MSG.invalidDate })
    .trim()
    .refine(isPlausibleDate, PAYMENT_MSG.invalidDate)
    .optional(),
);

const positiveInt = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v), z.number({ error: message }).int(message).min(1, message).max(max, message).optional());

// ---------------------------------------------------------------------------------------------
// Driver calls

/** POST /api/payments/crear-sesion (bearer). */
export const createCheckoutSchema = z.object({
  campeonatoId: id(PAYMENT_MSG.championshipRequired),
  /** The method the driver chose; the card when none. */
  metodo: z.preprocess(emptyToUndefined, z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MSG.method }).optional()).transform((v) => v ?? 'tarjeta'),
  /** The 'Número de auto' and 'Equipo' he chooses (issue #30): checked now, kept with the payment, applied when it enrols him. */
  numeroAuto: carNumber.optional(),
  equipo: teamName.optional(),
});
export type CreateCheckoutRequest = z.input<typeof createCheckoutSchema>;

// ---------------------------------------------------------------------------------------------
// Demo gateway (only while no Stripe key is configured; 404 otherwise)

// ---------------------------------------------------------------------------------------------
// Admin calls (bearer, role admin or superadmin; 403 otherwise)

/** GET /api/payments/admin query (empty values are dropped; changing a filter resets `page` to 1). */
export const listPaymentsQuerySchema = z
  .object({
    estado: z.preprocess(emptyToUndefined, z.enum(PAYMENT_STATES, { error: PAYMENT_MSG.state }).optional()),
    /** How it was paid. */
    metodo: z.preprocess(emptyToUndefined, z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MSG.method }).optional()),
    /** A place held by a voucher, paid without a place, or a manual refund still to send. */
    situacion: z.preprocess(emptyToUndefined, z.enum(PAYMENT_SITUATIONS, { error: PAYMENT_METHOD_MSG.situation }).optional()),
    /** Championship id. */
    campeonato: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
    /** User id, or part of the payer's name, surname or e-mail. */
    usuario: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
    /** Created on or after this day (Mexico City) or instant. */
    fechaInicio: dayOrInstant,
    /** Created on or before this day (Mexico City, the whole day) or instant. */
    fechaFin: dayOrInstant,
    /** The page's number as the screen shows it ('Página 2 de 40'); without a place, read by position. */
    page: positiveInt(PAYMENT_MSG.page).transform((v) => v ?? 1),
    limit: positiveInt(PAYMENT_MSG.limit, PAYMENTS_MAX_PAGE_SIZE).transform((v) => v ?? PAYMENTS_PAGE_SIZE),
    /** The page after this place: the `siguiente` of the page before (docs/adr/0060). */
    despues: z.preprocess(emptyToUndefined, z.string({ error: PAYMENT_MSG.lostPage }).max(200, PAYMENT_MSG.lostPage).optional()),
    /** The page before this place: the `anterior` of the page after. */
    antes: z.preprocess(emptyToUndefined, z.string({ error: PAYMENT_MSG.lostPage }).max(200, PAYMENT_MSG.lostPage).optional()),
  })
  .refine((q) => q.despues === undefined || q.antes === undefined, { message: PAYMENT_MSG.lostPage, path: ['antes'] })
  .refine((q) => !q.fechaInicio || !q.fechaFin || !/^\d{4}-\d{2}-\d{2}$/.test(q.fechaInicio) || !/^\d{4}-\d{2}-\d{2}$/.test(q.fechaFin) || q.fechaFin >= q.fechaInicio, {
    message: PAYMENT_MSG.dateRange,
    path: ['fechaFin'],
  });
export type ListPaymentsQuery = z.input<typeof listPaymentsQuerySchema>;
export type ListPaymentsFilters = z.output<typeof listPaymentsQuerySchema>;
/** The filters alone, without the page asked. */
export type PaymentListFilters = Omit<ListPaymentsFilters, 'page' | 'limit' | 'despues' | 'antes'>;

/**
 * PUT /api/payments/admin/{id}/estado. Every change appends a note to `notasAdmin`. Setting
 * `completado` enrols the driver; `reembolsado` releases the place. With `reembolsarEnPasarela`
 * a Stripe payment is also refunded through Stripe (otherwise the refund is only recorded).
 */
export const updatePaymentStateSchema = z.object({
  estado: z.enum(PAYMENT_STATES, { error: PAYMENT_MSG.state }),
  notas: optionalText(1000, PAYMENT_MSG.notesMax),
  reembolsarEnPasarela: z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v), z.boolean().optional()).transform((v) => v ?? false),
});
export type UpdatePaymentStateRequest = z.input<typeof updatePaymentStateSchema>;

/** POST /api/payments/admin/manual (201). `completado` (the default) enrols the driver. */
export const manualPaymentSchema = z.object({
  usuarioId: id(PAYMENT_MSG.userRequired),
  campeonatoId: id(PAYMENT_MSG.championshipRequired),
  monto: amount,
  moneda: z.preprocess(emptyToUndefined, z.enum(CURRENCIES, { error: PAYMENT_MSG.currency }).optional()).transform((v) => v ?? 'mxn'),
  estado: z.preprocess(emptyToUndefined, z.enum(PAYMENT_STATES, { error: PAYMENT_MSG.state }).optional()).transform((v) => v ?? 'completado'),
  notasAdmin: optionalText(1000, PAYMENT_MSG.notesMax),
});
export type ManualPaymentRequest = z.input<typeof manualPaymentSchema>;
export type ManualPaymentFields = z.output<typeof manualPaymentSchema>;


/** PUT /api/payments/admin/metodos/{campeonatoId}: the methods a championship accepts besides the card. */
const flag = z.preprocess((v) => (v === 'true' || v === 'on' ? true : v === 'false' || v === '' || v === undefined ? false : v), z.boolean());
export const methodSettingsSchema = z.object({ oxxo: flag, spei: flag, msi: flag });
export type MethodSettingsRequest = z.input<typeof methodSettingsSchema>;

/**
 * POST /api/payments/admin/{id}/reembolso-manual: an OXXO payment, which Stripe cannot refund, is
 * refunded by SPEI to the CLABE the driver gives; the tracking key comes once the transfer is sent.
 */
export const manualRefundSchema = z.object({
  clabe: z
    .string({ error: PAYMENT_METHOD_MSG.clabeRequired })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().min(1, PAYMENT_METHOD_MSG.clabeRequired)),
  monto: amount,
  claveRastreo: optionalText(30, PAYMENT_METHOD_MSG.trackingKeyMax),
});
export type ManualRefundRequest = z.input<typeof manualRefundSchema>;

/** PUT /api/payments/admin/{id}/reembolso-manual: the SPEI tracking key once the refund was sent. */
export const trackingKeySchema = z.object({
  claveRastreo: z.string({ error: PAYMENT_METHOD_MSG.trackingKeyMax }).trim().min(1, PAYMENT_METHOD_MSG.trackingKeyMax).max(30, PAYMENT_METHOD_MSG.trackingKeyMax),
});
