/**
 * Eventos únicos: the admin's create and edit fields, shared by the Koa routes and the React forms.
 * Messages are the specification's own words where it gives them.
 */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';
import { parsePlausibleDate } from './plausible-date.js';

export const SINGLE_EVENT_MSG = {
  nombreRequired: 'El nombre del evento es obligatorio',
  fechaRequired: 'La fecha del evento es obligatoria',
  fechaInvalid: 'Fecha inválida',
  horaRequired: 'La hora de inicio es obligatoria',
  horaInvalid: 'La hora debe tener el formato HH:MM',
  raceDurationRequired: 'La duración de la carrera es obligatoria',
  raceDurationMin: 'La duración de la carrera debe ser de al menos 1 minuto',
  maxRequired: 'El número máximo de participantes es obligatorio',
  maxMin: 'Debe haber al menos 1 participante',
  maxMax: 'Como máximo 1000 participantes',
  durationMin: 'La duración no puede ser negativa',
  durationMax: 'La duración no puede pasar de 1440 minutos',
  incidentsMin: 'Los incidentes no pueden ser negativos',
  integer: 'Debe ser un número entero',
  booleanInvalid: 'Debe ser verdadero o falso',
} as const;

/** Business constants of spec 2 §9 and DOMAIN-RULES §3. */
export const SINGLE_EVENT_DEFAULTS = { participantesMaximos: 20, raceDuration: 30, incidents: 0 } as const;
export const MAX_PARTICIPANTS = 1000;
export const MAX_DURATION_MINUTES = 1440;

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A calendar day as the API keeps it: midnight UTC of that day, from 'YYYY-MM-DD' or any ISO instant. */
export function toEventDate(value: string): string | null {
  const date = parsePlausibleDate(value);
  return date ? `${date.toISOString().slice(0, 10)}T00:00:00.000Z` : null;
}

const nullable = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const text = (max: number) => z.string().trim().max(max, `Debe tener como máximo ${max} caracteres`);
/** Long texts keep their lines; browsers send a form's line breaks as CRLF, stored as LF. */
const longText = (max: number) => text(max).transform((v) => v.replace(/\r\n?/g, '\n'));

const formBoolean = z.union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0']).transform((v) => v === 'true' || v === 'on' || v === '1')], {
  error: SINGLE_EVENT_MSG.booleanInvalid,
});

/** An integer field of a form: a number or its text; empty (or null) answers null, absent stays undefined. */
function integerField(min: number, minMessage: string, max: number, maxMessage: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: SINGLE_EVENT_MSG.integer })
    .transform((value, ctx) => {
      if (nullable(value)) return null;
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: SINGLE_EVENT_MSG.integer });
        return z.NEVER;
      }
      if (n < min) {
        ctx.addIssue({ code: 'custom', message: minMessage });
        return z.NEVER;
      }
      if (n > max) {
        ctx.addIssue({ code: 'custom', message: maxMessage });
        return z.NEVER;
      }
      return n;
    })
    .optional();
}

const dateField = z
  .union([z.string(), z.null()], { error: SINGLE_EVENT_MSG.fechaInvalid })
  .transform((value, ctx) => {
    if (nullable(value)) return null;
    const date = toEventDate(String(value));
    if (!date) {
      ctx.addIssue({ code: 'custom', message: SINGLE_EVENT_MSG.fechaInvalid });
      return z.NEVER;
    }
    return date;
  })
  .optional();

const timeField = z
  .union([z.string(), z.null()], { error: SINGLE_EVENT_MSG.horaInvalid })
  .transform((value, ctx) => {
    if (nullable(value)) return null;
    const match = TIME.exec(String(value).trim());
    if (!match) {
      ctx.addIssue({ code: 'custom', message: SINGLE_EVENT_MSG.horaInvalid });
      return z.NEVER;
    }
    return `${match[1].padStart(2, '0')}:${match[2]}`;
  })
  .optional();

/**
 * The fields of POST and PUT /api/eventos-unicos, each optional: absent means "not given" (a default
 * on create, unchanged on edit) and empty means "none" (no place limit, incidents not specified).
 * Which fields are mandatory and how they depend on each other is the use cases' business.
 */
export const singleEventFieldsSchema = z.object({
  nombre: oneLine(text(150)).optional(),
  fechaInicio: dateField,
  horaInicio: timeField,
  participantesMaximos: integerField(1, SINGLE_EVENT_MSG.maxMin, MAX_PARTICIPANTS, SINGLE_EVENT_MSG.maxMax),
  hasPractice: formBoolean.optional(),
  practiceDuration: integerField(0, SINGLE_EVENT_MSG.durationMin, MAX_DURATION_MINUTES, SINGLE_EVENT_MSG.durationMax),
  hasQualy: formBoolean.optional(),
  qualyDuration: integerField(0, SINGLE_EVENT_MSG.durationMin, MAX_DURATION_MINUTES, SINGLE_EVENT_MSG.durationMax),
  hasRace: formBoolean.optional(),
  raceDuration: integerField(1, SINGLE_EVENT_MSG.raceDurationMin, MAX_DURATION_MINUTES, SINGLE_EVENT_MSG.durationMax),
  incidents: integerField(0, SINGLE_EVENT_MSG.incidentsMin, 1000, 'Como máximo 1000 incidentes'),
  detalles: longText(5000).optional().nullable(),
  reglas: longText(10000).optional().nullable(),
});
export type SingleEventFields = z.output<typeof singleEventFieldsSchema>;

const requiredInteger = (min: number, requiredMessage: string, minMessage: string, max: number, maxMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .regex(/^-?\d+$/, SINGLE_EVENT_MSG.integer)
    .refine((v) => Number(v) >= min, minMessage)
    .refine((v) => Number(v) <= max, maxMessage);

/**
 * The admin's create and edit form (spec 2 §5), as the inputs hold it: text for numbers, 'YYYY-MM-DD'
 * and 'HH:MM'. A duration is checked only when its session is ticked; "Sin límite" lifts the limit.
 */
export const singleEventFormSchema = z
  .object({
    nombre: oneLine(z.string().trim().min(1, SINGLE_EVENT_MSG.nombreRequired).max(150, 'Debe tener como máximo 150 caracteres')),
    fechaInicio: z.string().trim().min(1, SINGLE_EVENT_MSG.fechaRequired).refine((v) => toEventDate(v) !== null, SINGLE_EVENT_MSG.fechaInvalid),
    horaInicio: z.string().trim().min(1, SINGLE_EVENT_MSG.horaRequired).regex(TIME, SINGLE_EVENT_MSG.horaInvalid),
    sinLimite: z.boolean(),
    participantesMaximos: z.string(),
    incidents: z.string(),
    hasPractice: z.boolean(),
    practiceDuration: z.string(),
    hasQualy: z.boolean(),
    qualyDuration: z.string(),
    hasRace: z.boolean(),
    raceDuration: z.string(),
    detalles: z.string().max(5000, 'Debe tener como máximo 5000 caracteres'),
    reglas: z.string().max(10000, 'Debe tener como máximo 10000 caracteres'),
  })
  .superRefine((form, ctx) => {
    const check = (field: keyof typeof form, schema: z.ZodType, value: string) => {
      const result = schema.safeParse(value);
      if (!result.success) ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? SINGLE_EVENT_MSG.integer });
    };
    if (!form.sinLimite) check('participantesMaximos', requiredInteger(1, SINGLE_EVENT_MSG.maxRequired, SINGLE_EVENT_MSG.maxMin, MAX_PARTICIPANTS, SINGLE_EVENT_MSG.maxMax), form.participantesMaximos);
    if (form.incidents.trim() !== '') check('incidents', requiredInteger(0, '', SINGLE_EVENT_MSG.incidentsMin, 1000, 'Como máximo 1000 incidentes'), form.incidents);
    if (form.hasPractice) check('practiceDuration', requiredInteger(0, SINGLE_EVENT_MSG.integer, SINGLE_EVENT_MSG.durationMin, MAX_DURATION_MINUTES, SINGLE_EVENT_MSG.durationMax), form.practiceDuration);
    if (form.hasQualy) check('qualyDuration', requiredInteger(0, SINGLE_EVENT_MSG.integer, SINGLE_EVENT_MSG.durationMin, MAX_DURATION_MINUTES, SINGLE_EVENT_MSG.durationMax), form.qualyDuration);
    if (form.hasRace) check('raceDuration', requiredInteger(1, SINGLE_EVENT_MSG.raceDurationRequired, SINGLE_EVENT_MSG.raceDurationMin, MAX_DURATION_MINUTES, SINGLE_EVENT_MSG.durationMax), form.raceDuration);
  });
export type SingleEventForm = z.infer<typeof singleEventFormSchema>;

/** The form's empty state: the defaults of spec 2 §5 (20 places, a 30-minute race, 0 incidents). */
export const EMPTY_SINGLE_EVENT_FORM: SingleEventForm = {
  nombre: '',
  fechaInicio: '',
  horaInicio: '',
  sinLimite: false,
  participantesMaximos: String(SINGLE_EVENT_DEFAULTS.participantesMaximos),
  incidents: String(SINGLE_EVENT_DEFAULTS.incidents),
  hasPractice: false,
  practiceDuration: '0',
  hasQualy: false,
  qualyDuration: '0',
  hasRace: true,
  raceDuration: String(SINGLE_EVENT_DEFAULTS.raceDuration),
  detalles: '',
  reglas: '',
};

/** What the form sends: its text turned back into the API's fields (multipart values are text anyway). */
export function formToFields(form: SingleEventForm): Record<string, string | boolean> {
  return {
    nombre: form.nombre.trim(),
    fechaInicio: form.fechaInicio.trim(),
    horaInicio: form.horaInicio.trim(),
    participantesMaximos: form.sinLimite ? '' : form.participantesMaximos.trim(),
    incidents: form.incidents.trim(),
    hasPractice: form.hasPractice,
    practiceDuration: form.hasPractice ? form.practiceDuration.trim() : '0',
    hasQualy: form.hasQualy,
    qualyDuration: form.hasQualy ? form.qualyDuration.trim() : '0',
    hasRace: form.hasRace,
    raceDuration: form.hasRace ? form.raceDuration.trim() : '',
    detalles: form.detalles,
    reglas: form.reglas,
  };
}

/**
 * The events already run, a page at a time, the latest first: GET /api/eventos-unicos?anteriores=1
 * answers at most `maxSize` (`limite`, `size` when not said) from `desde`, the `siguiente` of the page
 * before (docs/adr/0066).
 */
export const PAST_EVENTS_PAGE = { size: 12, maxSize: 50 } as const;
export const PAST_EVENTS_MSG = {
  limit: `Se muestran de 1 a ${PAST_EVENTS_PAGE.maxSize} eventos por página`,
  lost: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/eventos-unicos?anteriores=1's query: how many events and where the page starts. */
export const pastEventsQuerySchema = z.object({
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
      z
        .number({ error: PAST_EVENTS_MSG.limit })
        .int(PAST_EVENTS_MSG.limit)
        .min(1, PAST_EVENTS_MSG.limit)
        .max(PAST_EVENTS_PAGE.maxSize, PAST_EVENTS_MSG.limit)
        .optional(),
    )
    .transform((v) => v ?? PAST_EVENTS_PAGE.size),
  desde: z.preprocess(blankToUndefined, z.string({ error: PAST_EVENTS_MSG.lost }).max(300, PAST_EVENTS_MSG.lost).optional()),
});
export type PastEventsQueryInput = z.input<typeof pastEventsQuerySchema>;
