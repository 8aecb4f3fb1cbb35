/**
 * Invoices (factura) of entry fees: the request schemas of every `/api/facturas` call, shared by the
 * Koa routes, the CLI and the React form. The tax data's rules (RFC check digit, SAT catalogues) are
 * in invoicing.messages.ts, so the form refuses with the server's words.
 */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';
import {
  cfdiUseProblem,
  INVOICE_LIMITS,
  INVOICE_MSG,
  INVOICE_STATES,
  normaliseRfc,
  normaliseTaxName,
  postalCodeProblem,
  regimeProblem,
  rfcProblem,
  taxNameProblem,
} from './invoicing.messages.js';

export * from './invoicing.messages.js';
/** The answers of the invoice calls (declared in invoicing.views.ts, as every module's). */
export type * from './invoicing.views.js';

const text = (required: string) => z.string({ error: required }).trim().min(1, required);

/** The driver's tax data, as on the tax certificate (never the certificate itself). */
export const taxDataSchema = z
  .object({
    rfc: text(INVOICE_MSG.rfcRequired).max(20, INVOICE_MSG.rfcLength).transform(normaliseRfc),
    razonSocial: oneLine(text(INVOICE_MSG.nameRequired).max(INVOICE_LIMITS.name * 2, INVOICE_MSG.nameTooLong)).transform(normaliseTaxName),
    regimenFiscal: text(INVOICE_MSG.regimeRequired).max(3, INVOICE_MSG.regimeUnknown),
    usoCfdi: text(INVOICE_MSG.useRequired).max(4, INVOICE_MSG.useUnknown).transform((v) => v.toUpperCase()),
    codigoPostal: text(INVOICE_MSG.postalCodeRequired).max(5, INVOICE_MSG.postalCodeInvalid),
    email: text(INVOICE_MSG.emailRequired).max(254, INVOICE_MSG.emailInvalid).pipe(z.email(INVOICE_MSG.emailInvalid)),
  })
  .superRefine((data, ctx) => {
    const rfcIssue = rfcProblem(data.rfc);
    if (rfcIssue) ctx.addIssue({ code: 'custom', path: ['rfc'], message: rfcIssue });
    const rfc = rfcIssue ? null : data.rfc;
    const nameIssue = taxNameProblem(data.razonSocial, rfc);
    if (nameIssue) ctx.addIssue({ code: 'custom', path: ['razonSocial'], message: nameIssue });
    const regimeIssue = regimeProblem(data.regimenFiscal, rfc);
    if (regimeIssue) ctx.addIssue({ code: 'custom', path: ['regimenFiscal'], message: regimeIssue });
    const useIssue = cfdiUseProblem(data.usoCfdi, data.regimenFiscal, rfc);
    if (useIssue) ctx.addIssue({ code: 'custom', path: ['usoCfdi'], message: useIssue });
    const postalIssue = postalCodeProblem(data.codigoPostal);
    if (postalIssue) ctx.addIssue({ code: 'custom', path: ['codigoPostal'], message: postalIssue });
  });
export type TaxDataInput = z.input<typeof taxDataSchema>;
export type TaxData = z.output<typeof taxDataSchema>;

/** POST /api/facturas (signed in): the payment to invoice and the tax data. */
export const requestInvoiceSchema = z.intersection(z.object({ pagoId: text(INVOICE_MSG.paymentRequired).max(64, INVOICE_MSG.paymentNotFound) }), taxDataSchema);
export type RequestInvoiceInput = z.input<typeof requestInvoiceSchema>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const boundedInt = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v), z.number({ error: message }).int(message).min(1, message).max(max, message));

const invoicePlace = z.preprocess(emptyToUndefined, z.string({ error: INVOICE_MSG.lostPage }).max(200, INVOICE_MSG.lostPage).optional());

/**
 * GET /api/facturas/admin (admins): the queue, pending first by default. The arrows ask the page after
 * or before a place (`despues`: the `siguiente` of the page shown; `antes`: its `anterior`), read from
 * the index however late; `page` alone is read by position (docs/adr/0063).
 */
export const invoiceQueueQuerySchema = z
  .object({
    estado: z.preprocess(emptyToUndefined, z.enum(INVOICE_STATES, { error: INVOICE_MSG.stateFilter }).optional()),
    page: z.preprocess(emptyToUndefined, boundedInt(10_000, INVOICE_MSG.page).optional()).transform((v) => v ?? 1),
    limit: z.preprocess(emptyToUndefined, boundedInt(INVOICE_LIMITS.maxPageSize, INVOICE_MSG.limit).optional()).transform((v) => v ?? INVOICE_LIMITS.pageSize),
    despues: invoicePlace,
    antes: invoicePlace,
  })
  .refine((q) => q.despues === undefined || q.antes === undefined, { message: INVOICE_MSG.lostPage, path: ['antes'] });
export type InvoiceQueueQuery = z.input<typeof invoiceQueueQuerySchema>;
export type InvoiceQueueFilters = z.output<typeof invoiceQueueQuerySchema>;
