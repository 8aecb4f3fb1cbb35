/** The audit log's reading ('Bitácora', docs/adr/0051), shared by the API, the panel and the console. */
import { z } from 'zod';

export const AUDIT_LIMITS = { pageSize: 50, maxPageSize: 200, maxPage: 100_000, text: 254 } as const;

export const AUDIT_MSG = {
  date: 'Usa el formato AAAA-MM-DD',
  invalidDate: 'La fecha no es válida',
  backwards: 'La fecha final es anterior a la inicial',
  page: 'La página debe ser un número entero positivo',
  limit: `Se muestran de 1 a ${AUDIT_LIMITS.maxPageSize} entradas por página`,
  tooLong: `Debe tener como máximo ${AUDIT_LIMITS.text} caracteres`,
  lostPage: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = z.preprocess(emptyToUndefined, z.string().trim().max(AUDIT_LIMITS.text, AUDIT_MSG.tooLong).optional());
const wholeNumber = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v), z.number({ error: message }).int(message).min(1, message).max(max, message));

const place = z.preprocess(emptyToUndefined, z.string({ error: AUDIT_MSG.lostPage }).max(200, AUDIT_MSG.lostPage).optional());

/**
 * GET /api/bitacora's query and `parrilla audit`'s options: the person (an account's id or e-mail, or
 * 'consola'), the action, the object's type and id, and Mexico City days (AAAA-MM-DD, both included).
 * The screen moves by place: `despues` (the `siguiente` of the page shown) or `antes` (its `anterior`),
 * read from the log's index however old the page (docs/adr/0063); `pagina` alone is read by position
 * (the console's `--pagina`).
 */
export const auditQuerySchema = z.object({
  persona: text,
  accion: text,
  objeto: text,
  objetoId: text,
  desde: text,
  hasta: text,
  pagina: z.preprocess(emptyToUndefined, wholeNumber(AUDIT_LIMITS.maxPage, AUDIT_MSG.page).optional()).transform((v) => v ?? 1),
  limite: z.preprocess(emptyToUndefined, wholeNumber(AUDIT_LIMITS.maxPageSize, AUDIT_MSG.limit).optional()).transform((v) => v ?? AUDIT_LIMITS.pageSize),
  despues: place,
  antes: place,
}).refine((q) => q.despues === undefined || q.antes === undefined, { message: AUDIT_MSG.lostPage, path: ['antes'] });
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;
