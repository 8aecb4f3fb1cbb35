/**
 * Request schemas and messages of the championship, race and enrolment calls, shared by the Koa
 * routes, the CLI and the React forms. Multipart forms send every value as text, so numbers and
 * booleans also accept their text form.
 */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';
import { IRACING_MSG, iracingSeasonFields } from './iracing.contract.js';
import { GATE_CATEGORIES, GATE_MSG, IRATING_MAX, LICENCE_CLASSES } from './entry-gates.messages.js';
import { parsePlausibleDate } from './plausible-date.js';
import { CHAMPIONSHIP_MSG, CLIMAS, DEFAULT_PRIZE, DEFAULT_RACE_INCIDENTS, RACE_LIMITS, RACE_MSG, RACE_STATES, OFFER_HOURS, REPORT_WINDOW_HOURS, videoLinkProblem } from './championships.messages.js';

export { videoLinkProblem };

export * from './championships.messages.js';

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Debe tener como máximo ${max} caracteres`);

/** A number typed in a form: '12', '12.5' or a JSON number. Empty text counts as missing. */
const numeric = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), z.number({ error: message }).refine(Number.isFinite, message));

const integerAtLeast = (min: number, message: string) => numeric(message).pipe(z.number().int(message).min(min, message));

/** 'true'/'false', 'on' (a ticked checkbox), '1'/'0' or a JSON boolean. */
export const formBoolean = z.preprocess((v) => {
  if (typeof v === 'string') return ['true', 'on', '1'].includes(v.trim().toLowerCase());
  if (typeof v === 'number') return v !== 0;
  return v;
}, z.boolean({ error: 'Debe ser verdadero o falso' }));

/** A calendar day ('2026-03-14') or an ISO instant; answers the ISO instant. */
const instant = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((v, ctx) => {
      const date = parsePlausibleDate(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: CHAMPIONSHIP_MSG.invalidDate });
        return z.NEVER;
      }
      return date.toISOString();
    });

/** A race day: whatever instant is sent, the race keeps its calendar day as midnight UTC. */
const raceDay = z
  .string({ error: RACE_MSG.dateRequired })
  .trim()
  .min(1, RACE_MSG.dateRequired)
  .transform((v, ctx) => {
    const day = /^\d{4}-\d{2}-\d{2}/.exec(v)?.[0];
    const date = day && parsePlausibleDate(v) ? parsePlausibleDate(day) : null;
    if (!date) {
      ctx.addIssue({ code: 'custom', message: CHAMPIONSHIP_MSG.invalidDate });
      return z.NEVER;
    }
    return date.toISOString();
  });

const prize = z
  .string()
  .trim()
  .max(200, 'Debe tener como máximo 200 caracteres')
  .optional()
  .transform((v) => (v ? v : DEFAULT_PRIZE));

/** The protest window in whole hours; a missing or empty value keeps the default (72) on create. */
const reportWindow = integerAtLeast(REPORT_WINDOW_HOURS.min, CHAMPIONSHIP_MSG.reportWindow).pipe(z.number().max(REPORT_WINDOW_HOURS.max, CHAMPIONSHIP_MSG.reportWindow));
const offerHours = integerAtLeast(OFFER_HOURS.min, CHAMPIONSHIP_MSG.offerHours).pipe(z.number().max(OFFER_HOURS.max, CHAMPIONSHIP_MSG.offerHours));

/** The most drivers per team: empty for no limit. */
const teamSize = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? null : v),
  integerAtLeast(1, CHAMPIONSHIP_MSG.teamSize).pipe(z.number().max(50, CHAMPIONSHIP_MSG.teamSize)).nullable(),
);

/** The most sign-outs or no-shows before a driver is flagged: empty for none. */
const attendanceLimit = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? null : v),
  integerAtLeast(0, CHAMPIONSHIP_MSG.attendanceLimit).pipe(z.number().max(100, CHAMPIONSHIP_MSG.attendanceLimit)).nullable(),
);

const emptyToNull = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
/** The licence gate (docs/adr/0037): each empty for none; checked together by the use cases (a class or range needs a category). */
const gateCategory = z.preprocess(emptyToNull, z.enum(GATE_CATEGORIES, { error: GATE_MSG.category }).nullable());
const gateLicence = z.preprocess(emptyToNull, z.enum(LICENCE_CLASSES, { error: GATE_MSG.licence }).nullable());
const gateIrating = z.preprocess(emptyToNull, integerAtLeast(0, GATE_MSG.irating).pipe(z.number().max(IRATING_MAX, GATE_MSG.irating)).nullable());

/** Its colour on the stream's overlays, '#RRGGBB' (kept in lower case); empty for the league's theme. */
const championshipColor = z.preprocess(
  emptyToNull,
  z
    .string({ error: CHAMPIONSHIP_MSG.colorInvalid })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, CHAMPIONSHIP_MSG.colorInvalid)
    .transform((v) => v.toLowerCase())
    .nullable(),
);

const championshipFields = {
  nombreCampeonato: oneLine(text(CHAMPIONSHIP_MSG.nameRequired, 150)),
  categoria: oneLine(text(CHAMPIONSHIP_MSG.categoryRequired, 100)),
  detallesCampeonato: text(CHAMPIONSHIP_MSG.detailsRequired, 10_000),
  reglas: z.string().trim().max(20_000, 'Debe tener como máximo 20000 caracteres').optional(),
  fechaInicio: instant(CHAMPIONSHIP_MSG.startRequired),
  fechaFin: instant(CHAMPIONSHIP_MSG.endRequired),
  participantesMaximos: integerAtLeast(1, CHAMPIONSHIP_MSG.capacityRange).pipe(z.number().max(100, CHAMPIONSHIP_MSG.capacityRange)),
  precio: numeric(CHAMPIONSHIP_MSG.priceMin).pipe(z.number().min(0, CHAMPIONSHIP_MSG.priceMin).max(1_000_000, 'El precio es demasiado alto')),
  premios: z
    .object({ primerPuesto: prize, segundoPuesto: prize, tercerPuesto: prize })
    .optional()
    .transform((p) => p ?? { primerPuesto: DEFAULT_PRIZE, segundoPuesto: DEFAULT_PRIZE, tercerPuesto: DEFAULT_PRIZE }),
  plazoReportesHoras: z.preprocess((v) => (v === undefined || v === null || v === '' ? REPORT_WINDOW_HOURS.default : v), reportWindow),
  horasParaAceptar: z.preprocess((v) => (v === undefined || v === null || v === '' ? OFFER_HOURS.default : v), offerHours),
  requiereAprobacion: formBoolean.default(false),
  maxPilotosPorEquipo: teamSize,
  maxBajas: attendanceLimit,
  maxAusencias: attendanceLimit,
  categoriaLicencia: gateCategory,
  licenciaMinima: gateLicence,
  iratingMinimo: gateIrating,
  iratingMaximo: gateIrating,
  color: championshipColor,
  ...iracingSeasonFields,
};

const endNotBeforeStart = (v: { fechaInicio?: string; fechaFin?: string }) => !v.fechaInicio || !v.fechaFin || v.fechaFin >= v.fechaInicio;
/** A season is always read within its league: a season without one is refused (on update, a cleared league clears the season). */
const seasonHasLeague = (v: { iracingLigaId?: number | null; iracingTemporadaId?: number | null }) => !v.iracingTemporadaId || !!v.iracingLigaId;

/** POST /api/campeonatos (multipart; `premios[primerPuesto]` … are folded into `premios` first). */
export const createChampionshipSchema = z
  .object({
    ...championshipFields,
    /** Drawn once by the creation form: the same key sent again creates nothing (a double press, a retry). */
    claveFormulario: z.string().trim().regex(/^[A-Za-z0-9_-]{16,64}$/, CHAMPIONSHIP_MSG.formKeyInvalid).optional(),
  })
  .refine(endNotBeforeStart, { message: CHAMPIONSHIP_MSG.endBeforeStart, path: ['fechaFin'] })
  .refine(seasonHasLeague, { message: IRACING_MSG.seasonWithoutLeague, path: ['iracingLigaId'] });
export type CreateChampionshipRequest = z.input<typeof createChampionshipSchema>;
export type ChampionshipFields = z.output<typeof createChampionshipSchema>;

/** PUT /api/campeonatos/{id}: the same fields, each optional (the form sends them all). */
export const updateChampionshipSchema = z.object({
  nombreCampeonato: championshipFields.nombreCampeonato.optional(),
  categoria: championshipFields.categoria.optional(),
  detallesCampeonato: championshipFields.detallesCampeonato.optional(),
  reglas: championshipFields.reglas,
  fechaInicio: championshipFields.fechaInicio.optional(),
  fechaFin: championshipFields.fechaFin.optional(),
  participantesMaximos: championshipFields.participantesMaximos.optional(),
  precio: championshipFields.precio.optional(),
  premios: z.object({ primerPuesto: prize, segundoPuesto: prize, tercerPuesto: prize }).partial().optional(),
  plazoReportesHoras: z.preprocess((v) => (v === null || v === '' ? undefined : v), reportWindow.optional()),
  horasParaAceptar: z.preprocess((v) => (v === null || v === '' ? undefined : v), offerHours.optional()),
  requiereAprobacion: formBoolean.optional(),
  maxPilotosPorEquipo: z.preprocess((v) => (v === '' ? null : v), teamSize.optional()),
  maxBajas: z.preprocess((v) => (v === '' ? null : v), attendanceLimit.optional()),
  maxAusencias: z.preprocess((v) => (v === '' ? null : v), attendanceLimit.optional()),
  categoriaLicencia: gateCategory.optional(),
  licenciaMinima: gateLicence.optional(),
  iratingMinimo: gateIrating.optional(),
  iratingMaximo: gateIrating.optional(),
  color: championshipColor.optional(),
  ...iracingSeasonFields,
});
export type UpdateChampionshipFields = z.output<typeof updateChampionshipSchema>;

/** POST /api/campeonatos/inscribir-admin and `parrilla enrol`. */
export const manualEnrolmentSchema = z.object({
  campeonatoId: z.string({ error: CHAMPIONSHIP_MSG.enrolRequired }).trim().min(1, CHAMPIONSHIP_MSG.enrolRequired),
  usuarioId: z.string({ error: CHAMPIONSHIP_MSG.enrolRequired }).trim().min(1, CHAMPIONSHIP_MSG.enrolRequired),
});
export type ManualEnrolmentRequest = z.infer<typeof manualEnrolmentSchema>;

/** The longest a race's practice, qualifying or race may be, in minutes (calendars bound their reads by it). */
export const MAX_RACE_SESSION_MINUTES = 10_000;

const duration = integerAtLeast(0, RACE_MSG.minZero).pipe(z.number().max(MAX_RACE_SESSION_MINUTES, 'La duración es demasiado larga'));
const raceIncidents = integerAtLeast(0, RACE_MSG.minZero).pipe(z.number().max(RACE_LIMITS.incidents, RACE_MSG.incidentsMax));
const optionalDuration = z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), duration);

/**
 * The links of a race: empty fields are dropped, and any other link that is not an http(s) address
 * is refused (under `videos.<position>`), never dropped without a word.
 */
const videos = z
  .array(z.unknown())
  .max(RACE_LIMITS.videos, RACE_MSG.videosMax)
  .optional()
  .superRefine((values, ctx) => {
    values?.forEach((value, i) => {
      const problem = videoLinkProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [i] });
    });
  })
  .transform((v) => (v === undefined ? undefined : (v as string[]).map((link) => link.trim()).filter((link) => link !== '')));

const raceFields = {
  circuito: oneLine(text(RACE_MSG.circuitRequired, 150)),
  fechaInicio: raceDay,
  horaInicio: z
    .string()
    .trim()
    .optional()
    .nullable()
    .refine((v) => !v || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), RACE_MSG.timeFormat)
    .transform((v) => (v ? v : null)),
  hasPractice: formBoolean.optional(),
  practiceDuration: optionalDuration,
  hasQualy: formBoolean.optional(),
  qualyDuration: optionalDuration,
  hasRace: formBoolean.optional(),
  raceDuration: optionalDuration,
  incidents: z.preprocess((v) => (v === undefined || v === null || v === '' ? DEFAULT_RACE_INCIDENTS : v), raceIncidents),
  clima: z.enum(CLIMAS, { error: RACE_MSG.weather }),
  estado: z.enum(RACE_STATES, { error: RACE_MSG.estado }).optional(),
  videos,
};

/** POST /api/carreras (multipart; `videos[0]`, `videos[]` … are folded into `videos` first). */
export const createRaceSchema = z.object({
  campeonato: z.string({ error: RACE_MSG.championshipRequired }).trim().min(1, RACE_MSG.championshipRequired),
  ...raceFields,
});
export type CreateRaceRequest = z.input<typeof createRaceSchema>;

/** PUT /api/carreras/{id}: every field optional; the circuit, when sent, must not be empty. */
export const updateRaceSchema = z.object({
  circuito: raceFields.circuito.optional(),
  fechaInicio: raceFields.fechaInicio.optional(),
  horaInicio: raceFields.horaInicio,
  hasPractice: raceFields.hasPractice,
  practiceDuration: duration.optional(),
  hasQualy: raceFields.hasQualy,
  qualyDuration: duration.optional(),
  hasRace: raceFields.hasRace,
  raceDuration: duration.optional(),
  incidents: raceIncidents.optional(),
  clima: raceFields.clima.optional(),
  estado: raceFields.estado,
  videos,
});
export type UpdateRaceFields = z.output<typeof updateRaceSchema>;

const ROUND_ORDER = 'Envía la lista de las carreras del campeonato en el orden de sus rondas';

/** PUT /api/campeonatos/{id}/orden-rondas: every race of the championship, once, first round first. */
export const setRoundOrderSchema = z.object({
  carreraIds: z.array(z.string({ error: ROUND_ORDER }).trim().min(1, ROUND_ORDER), { error: ROUND_ORDER }).max(500, ROUND_ORDER),
});
export type SetRoundOrderRequest = z.input<typeof setRoundOrderSchema>;

/** The admin's championships list and pickers answer a page at a time, never more than `maxSize` (docs/adr/0065). */
export const ADMIN_CHAMPIONSHIPS_PAGE = { size: 20, maxSize: 50, pickerSize: 20 } as const;
export const ADMIN_CHAMPIONSHIPS_MSG = {
  limit: `Se muestran de 1 a ${ADMIN_CHAMPIONSHIPS_PAGE.maxSize} campeonatos por página`,
  lost: 'La página pedida no es válida: vuelve al inicio de la lista',
  search: 'La búsqueda debe tener como máximo 100 caracteres',
} as const;
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * GET /api/campeonatos/admin and /admin/opciones: the text searched (name, category, series or year),
 * how many (1 to 50, 20 when not said) and `despues`, the `siguiente` of the page before; the
 * options also take `id`, one championship to name (a picker's chosen one).
 */
export const adminChampionshipsQuerySchema = z.object({
  q: z.string({ error: ADMIN_CHAMPIONSHIPS_MSG.search }).trim().max(100, ADMIN_CHAMPIONSHIPS_MSG.search).optional(),
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankAsAbsent(v)),
      z
        .number({ error: ADMIN_CHAMPIONSHIPS_MSG.limit })
        .int(ADMIN_CHAMPIONSHIPS_MSG.limit)
        .min(1, ADMIN_CHAMPIONSHIPS_MSG.limit)
        .max(ADMIN_CHAMPIONSHIPS_PAGE.maxSize, ADMIN_CHAMPIONSHIPS_MSG.limit)
        .optional(),
    )
    .transform((v) => v ?? ADMIN_CHAMPIONSHIPS_PAGE.size),
  despues: z.preprocess(blankAsAbsent, z.string({ error: ADMIN_CHAMPIONSHIPS_MSG.lost }).max(400, ADMIN_CHAMPIONSHIPS_MSG.lost).optional()),
  id: z.preprocess(blankAsAbsent, z.string({ error: 'Campeonato inválido' }).max(100, 'Campeonato inválido').optional()),
});
export type AdminChampionshipsQueryInput = z.input<typeof adminChampionshipsQuerySchema>;

/** `GET /api/carreras/admin`: the admin's races a page at a time (docs/adr/0065, addendum). */
export const ADMIN_RACES_PAGE = { size: 50, maxSize: 100 } as const;
export const ADMIN_RACES_MSG = {
  limit: `Se muestran de 1 a ${ADMIN_RACES_PAGE.maxSize} carreras por página`,
  search: ADMIN_CHAMPIONSHIPS_MSG.search,
  lost: ADMIN_CHAMPIONSHIPS_MSG.lost,
} as const;

/**
 * GET /api/carreras/admin: the circuit searched (`q`, accents and case aside), how many (1 to 100, 50
 * when not said) and `despues`, the `siguiente` of the page before.
 */
export const adminRacesQuerySchema = z.object({
  q: z.preprocess(blankAsAbsent, z.string({ error: ADMIN_RACES_MSG.search }).trim().max(100, ADMIN_RACES_MSG.search).optional()),
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankAsAbsent(v)),
      z.number({ error: ADMIN_RACES_MSG.limit }).int(ADMIN_RACES_MSG.limit).min(1, ADMIN_RACES_MSG.limit).max(ADMIN_RACES_PAGE.maxSize, ADMIN_RACES_MSG.limit).optional(),
    )
    .transform((v) => v ?? ADMIN_RACES_PAGE.size),
  despues: z.preprocess(blankAsAbsent, z.string({ error: ADMIN_RACES_MSG.lost }).max(400, ADMIN_RACES_MSG.lost).optional()),
});
export type AdminRacesQueryInput = z.input<typeof adminRacesQuerySchema>;
