/** The contact form, shared by the API and the home page. */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';
import { CONTACT_FILTERS, CONTACT_INBOX_LIMITS, CONTACT_INBOX_MSG, CONTACT_LIMITS, CONTACT_MSG } from './contact.messages.js';

export * from './contact.messages.js';

export const contactRequestSchema = z.object({
  name: oneLine(z.string({ error: CONTACT_MSG.nameRequired }).trim().min(1, CONTACT_MSG.nameRequired).max(CONTACT_LIMITS.name, `Debe tener como máximo ${CONTACT_LIMITS.name} caracteres`)),
  email: z
    .string({ error: CONTACT_MSG.emailRequired })
    .trim()
    .min(1, CONTACT_MSG.emailRequired)
    .max(254, CONTACT_MSG.emailInvalid)
    .pipe(z.email(CONTACT_MSG.emailInvalid)),
  phone: z
    .string({ error: CONTACT_MSG.phoneRequired })
    .trim()
    .min(1, CONTACT_MSG.phoneRequired)
    .max(CONTACT_LIMITS.phone, `Debe tener como máximo ${CONTACT_LIMITS.phone} caracteres`)
    .regex(/^[0-9+()\-.\s]{7,}$/, CONTACT_MSG.phoneInvalid),
  message: z
    .string({ error: CONTACT_MSG.messageRequired })
    .trim()
    .min(1, CONTACT_MSG.messageRequired)
    .max(CONTACT_LIMITS.message, `Debe tener como máximo ${CONTACT_LIMITS.message} caracteres`),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A whole number from a query string or JSON, between 1 and `max`. */
const boundedInt = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

/** GET /api/contact/admin query: filter, page and page size (empty values dropped). */
const contactPlace = z.preprocess(emptyToUndefined, z.string({ error: CONTACT_INBOX_MSG.lostPage }).max(200, CONTACT_INBOX_MSG.lostPage).optional());

export const contactInboxQuerySchema = z
  .object({
    estado: z.preprocess(emptyToUndefined, z.enum(CONTACT_FILTERS, { error: CONTACT_INBOX_MSG.filter }).optional()),
    page: z.preprocess(emptyToUndefined, boundedInt(CONTACT_INBOX_LIMITS.maxPage, CONTACT_INBOX_MSG.page).optional()).transform((v) => v ?? 1),
    limit: z.preprocess(emptyToUndefined, boundedInt(CONTACT_INBOX_LIMITS.maxPageSize, CONTACT_INBOX_MSG.limit).optional()).transform((v) => v ?? CONTACT_INBOX_LIMITS.pageSize),
    /** The page after this place: the `siguiente` of the page shown (docs/adr/0063). */
    despues: contactPlace,
    /** The page before this place: the `anterior` of the page shown. */
    antes: contactPlace,
  })
  .refine((q) => q.despues === undefined || q.antes === undefined, { message: CONTACT_INBOX_MSG.lostPage, path: ['antes'] });
export type ContactInboxQuery = z.input<typeof contactInboxQuerySchema>;
export type ContactInboxFilters = z.output<typeof contactInboxQuerySchema>;

/** PUT /api/contact/admin/{id}/respondido body. */
export const contactAnsweredSchema = z.object({
  respondido: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: CONTACT_INBOX_MSG.answered }),
});
