/**
 * Request schemas of the incident report and stewarding calls, shared by the Koa routes, the CLI and
 * the React forms. Multipart forms send every value as text, so numbers also accept their text form.
 */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';
import { parseSessionTime, readTimestampedVideo } from './video-timestamps.js';
import { APPEAL_OUTCOMES, EVENT_PENALTY_TYPES, PANEL_LIMITS, PANEL_SIZES, PENALTY_TYPES, REPORT_LIMITS, REPORT_MSG, REPORT_STATES, VERDICTS } from './stewarding.messages.js';

export * from './stewarding.messages.js';

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).max(36, message);

/** An integer typed in a form ('3' or 3), at least `min`; empty text counts as missing. */
const integerAtLeast = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const videoLinks = z
  .array(z.unknown())
  .optional()
  .transform((v) => (v ?? []).filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter((x) => x !== ''))
  .pipe(z.array(z.string().max(500, REPORT_MSG.videoLink).regex(/^https?:\/\/\S+$/i, REPORT_MSG.videoLink)).max(REPORT_LIMITS.videos, REPORT_MSG.tooManyVideos));

/** A report's links: up to three YouTube or Twitch videos, each with the moment of the incident (`t=`). */
const timestampedVideoLinks = videoLinks.superRefine((links, ctx) => {
  links.forEach((link, i) => {
    const read = readTimestampedVideo(link);
    if (typeof read !== 'string') return;
    const message = read === 'no_time' ? REPORT_MSG.videoNoTime : read === 'bad_time' ? REPORT_MSG.videoBadTime : REPORT_MSG.videoNotYoutubeOrTwitch;
    ctx.addIssue({ code: 'custom', path: [i], message });
  });
});

/** POST /api/reportes (multipart; `videos[0]`, `videos[]` or a repeated `videos` are folded into `videos`). */
export const createReportSchema = z.object({
  usuarioDenunciado: requiredId(REPORT_MSG.reportedRequired),
  campeonato: requiredId(REPORT_MSG.championshipRequired),
  carrera: requiredId(REPORT_MSG.raceRequired),
  vuelta: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: REPORT_MSG.lapRequired }).int(REPORT_MSG.lapMin).min(1, REPORT_MSG.lapMin).max(REPORT_LIMITS.vuelta, REPORT_MSG.lapMin),
  ),
  heat: optional(integerAtLeast(1, REPORT_LIMITS.heat, REPORT_MSG.heatMin)),
  descripcion: z.string({ error: REPORT_MSG.descriptionRequired }).trim().min(1, REPORT_MSG.descriptionRequired).max(REPORT_LIMITS.descripcion, REPORT_MSG.tooLong(REPORT_LIMITS.descripcion)),
  /** When the incident happened into the session, `mm:ss` or `h:mm:ss`; answered in seconds. */
  tiempoSesion: optional(
    z
      .string({ error: REPORT_MSG.sessionTimeInvalid })
      .trim()
      .transform((text, ctx) => {
        const seconds = parseSessionTime(text);
        if (seconds === null) {
          ctx.addIssue({ code: 'custom', message: REPORT_MSG.sessionTimeInvalid });
          return z.NEVER;
        }
        return seconds;
      }),
  ),
  /** The corner or sector ('Curva 1', 'Sector 2'). */
  curva: optional(z.string({ error: REPORT_MSG.cornerTooLong }).trim().max(REPORT_LIMITS.curva, REPORT_MSG.cornerTooLong)),
  videos: timestampedVideoLinks,
});
export type CreateReportRequest = z.input<typeof createReportSchema>;
export type CreateReportFields = z.output<typeof createReportSchema>;

/** The penalty itself, with the values its type needs; shared by a decision and a penalty without report. */
export const penaltySchema = z
  .object({
    tipo: z.enum(PENALTY_TYPES, { error: REPORT_MSG.penaltyTypeRequired }),
    segundos: optional(integerAtLeast(1, REPORT_LIMITS.segundos, REPORT_MSG.secondsRequired)),
    posiciones: optional(integerAtLeast(1, REPORT_LIMITS.posiciones, REPORT_MSG.positionsRequired)),
    puntos: optional(integerAtLeast(1, REPORT_LIMITS.puntos, REPORT_MSG.pointsRequired)),
    puntosLicencia: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), integerAtLeast(0, REPORT_LIMITS.puntosLicencia, REPORT_MSG.licencePoints)),
    /** The scored session (1–3) of the race it acts on; absent: the round's main race. */
    sesion: optional(integerAtLeast(1, REPORT_LIMITS.sesiones, REPORT_MSG.sessionInvalid)),
    /** The scored event, by its name in the championship's scoring configuration; absent: the session's race. */
    evento: optional(z.string({ error: REPORT_MSG.eventInvalid }).trim().min(1, REPORT_MSG.eventInvalid).max(REPORT_LIMITS.evento, REPORT_MSG.eventInvalid)),
  })
  .superRefine((p, ctx) => {
    if (p.tipo === 'tiempo' && p.segundos === undefined) ctx.addIssue({ code: 'custom', path: ['segundos'], message: REPORT_MSG.secondsRequired });
    if (p.tipo === 'posiciones' && p.posiciones === undefined) ctx.addIssue({ code: 'custom', path: ['posiciones'], message: REPORT_MSG.positionsRequired });
    if (p.tipo === 'puntos' && p.puntos === undefined) ctx.addIssue({ code: 'custom', path: ['puntos'], message: REPORT_MSG.pointsRequired });
  })
  .transform((p) => ({
    tipo: p.tipo,
    segundos: p.tipo === 'tiempo' ? (p.segundos ?? null) : null,
    posiciones: p.tipo === 'posiciones' ? (p.posiciones ?? null) : null,
    puntos: p.tipo === 'puntos' ? (p.puntos ?? null) : null,
    puntosLicencia: p.puntosLicencia,
    // Points come off the total and a warning changes nothing: neither acts on an event.
    sesion: EVENT_PENALTY_TYPES.includes(p.tipo) ? (p.sesion ?? null) : null,
    evento: EVENT_PENALTY_TYPES.includes(p.tipo) ? (p.evento ?? null) : null,
  }));
export type PenaltyRequest = z.input<typeof penaltySchema>;
export type PenaltyFields = z.output<typeof penaltySchema>;

const explicacion = z
  .string({ error: REPORT_MSG.explanationRequired })
  .trim()
  .min(1, REPORT_MSG.explanationRequired)
  .max(REPORT_LIMITS.explicacion, REPORT_MSG.tooLong(REPORT_LIMITS.explicacion));

/** PUT /api/reportes/{id}/resolve: Resolver (aprobado true, optionally with a penalty) or Rechazar. */
export const decideReportSchema = z
  .object({
    aprobado: z.boolean({ error: REPORT_MSG.decisionRequired }),
    explicacion,
    sancion: penaltySchema.optional().nullable(),
  })
  .superRefine((d, ctx) => {
    if (!d.aprobado && d.sancion) ctx.addIssue({ code: 'custom', path: ['sancion'], message: REPORT_MSG.penaltyOnlyWhenApproved });
  });
export type DecideReportRequest = z.input<typeof decideReportSchema>;

/** POST /api/reportes/sanciones: a penalty stewards record without a report. */
export const recordPenaltySchema = z.object({
  campeonato: requiredId(REPORT_MSG.championshipRequired),
  carrera: requiredId(REPORT_MSG.raceRequired),
  piloto: requiredId(REPORT_MSG.driverRequired),
  explicacion,
  sancion: penaltySchema,
});
export type RecordPenaltyRequest = z.input<typeof recordPenaltySchema>;

const REPORT_LOST_PAGE = 'La página pedida no es válida: vuelve al inicio de la lista';
const reportPlace = optional(z.string({ error: REPORT_LOST_PAGE }).max(200, REPORT_LOST_PAGE));

/**
 * GET /api/reportes: filters and page of the admin list (and `parrilla reports list`). The arrows ask
 * the page after or before a place (`despues`: the `siguiente` of the page shown; `antes`: its
 * `anterior`), read from the index however late; `page` alone is read by position (docs/adr/0063).
 */
export const listReportsQuerySchema = z
  .object({
    estado: optional(z.enum(REPORT_STATES, { error: REPORT_MSG.estadoInvalid })),
    campeonato: optional(z.string().trim().max(36)),
    page: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), integerAtLeast(1, 100_000, REPORT_MSG.pageInvalid)),
    limit: z.preprocess((v) => (v === undefined || v === '' ? REPORT_LIMITS.porPagina : v), integerAtLeast(1, REPORT_LIMITS.porPaginaMaximo, REPORT_MSG.pageInvalid)),
    despues: reportPlace,
    antes: reportPlace,
  })
  .refine((q) => q.despues === undefined || q.antes === undefined, { message: REPORT_LOST_PAGE, path: ['antes'] });
export type ListReportsQuery = z.input<typeof listReportsQuerySchema>;

/** 'Mis reportes' answers each of its two lists a page at a time, never more than `maxSize` reports (docs/adr/0072). */
export const MY_REPORTS_PAGE = { size: 20, maxSize: 50 } as const;
export const MY_REPORTS_PAGE_MSG = {
  limit: `Se muestran de 1 a ${MY_REPORTS_PAGE.maxSize} reportes por página`,
  lost: REPORT_LOST_PAGE,
} as const;

/**
 * GET /api/reportes/mis-reportes (`limite` only: the first page of both lists) and
 * GET /api/reportes/mis-reportes/{presentados,en-mi-contra}: how many (1 to 50, 20 when not said) and
 * `despues`, the `siguiente` of the list's page before.
 */
export const myReportsQuerySchema = z.object({
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v === '' || v === null ? undefined : v),
      z.number({ error: MY_REPORTS_PAGE_MSG.limit }).int(MY_REPORTS_PAGE_MSG.limit).min(1, MY_REPORTS_PAGE_MSG.limit).max(MY_REPORTS_PAGE.maxSize, MY_REPORTS_PAGE_MSG.limit).optional(),
    )
    .transform((v) => v ?? MY_REPORTS_PAGE.size),
  despues: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: MY_REPORTS_PAGE_MSG.lost }).max(200, MY_REPORTS_PAGE_MSG.lost).optional()),
});
export type MyReportsQueryInput = z.input<typeof myReportsQuerySchema>;

/** POST /api/reportes/comisarios (admin) and `parrilla stewards assign`: a steward for a championship. */
export const assignStewardSchema = z.object({
  campeonato: requiredId(REPORT_MSG.championshipRequired),
  /** The account's id, or its e-mail address (the CLI). */
  comisario: z.string({ error: REPORT_MSG.stewardRequired }).trim().min(1, REPORT_MSG.stewardRequired).max(254, REPORT_MSG.stewardRequired),
});
export type AssignStewardRequest = z.input<typeof assignStewardSchema>;

const razonamiento = z
  .string({ error: REPORT_MSG.reasoningRequired })
  .trim()
  .min(1, REPORT_MSG.reasoningRequired)
  .max(PANEL_LIMITS.razonamiento, REPORT_MSG.tooLong(PANEL_LIMITS.razonamiento));

/**
 * POST /api/reportes/{id}/votos: a steward's vote. A penalty names the championship's category and
 * the penalty itself (the category's default, which the vote may change); a warning may carry licence points.
 */
export const castVoteSchema = z
  .object({
    veredicto: z.enum(VERDICTS, { error: REPORT_MSG.verdictRequired }),
    categoria: optional(z.string().trim().min(1, REPORT_MSG.categoryRequired).max(PANEL_LIMITS.categoria, REPORT_MSG.categoryRequired)),
    sancion: penaltySchema.optional().nullable(),
    puntosLicencia: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), integerAtLeast(0, REPORT_LIMITS.puntosLicencia, REPORT_MSG.licencePoints)),
    razonamiento,
  })
  .superRefine((v, ctx) => {
    if (v.veredicto === 'sancion' && !v.categoria) ctx.addIssue({ code: 'custom', path: ['categoria'], message: REPORT_MSG.categoryRequired });
    if (v.veredicto === 'sancion' && v.sancion?.tipo === 'advertencia') ctx.addIssue({ code: 'custom', path: ['sancion', 'tipo'], message: REPORT_MSG.categoryTypeInvalid });
  });
export type CastVoteRequest = z.input<typeof castVoteSchema>;

const categorySchema = z
  .object({
    nombre: oneLine(z.string({ error: REPORT_MSG.categoryNameRequired }).trim().min(1, REPORT_MSG.categoryNameRequired).max(PANEL_LIMITS.categoria, REPORT_MSG.tooLong(PANEL_LIMITS.categoria))),
  })
  .and(penaltySchema)
  .superRefine((c, ctx) => {
    if (c.tipo === 'advertencia') ctx.addIssue({ code: 'custom', path: ['tipo'], message: REPORT_MSG.categoryTypeInvalid });
  });

/** PUT /api/reportes/ajustes/{campeonatoId} (admin): how the championship's reports are judged. */
export const panelSettingsSchema = z.object({
  horasApelacion: z.preprocess((v) => (v === undefined || v === '' ? 48 : v), integerAtLeast(1, PANEL_LIMITS.horasApelacion, REPORT_MSG.appealWindowInvalid)),
  umbralesLicencia: z
    .array(z.object({ puntos: integerAtLeast(1, 100, REPORT_MSG.thresholdInvalid), sancion: z.enum(['carrera', 'expulsion'], { error: REPORT_MSG.thresholdInvalid }) }), { error: REPORT_MSG.thresholdInvalid })
    .max(10, REPORT_MSG.thresholdInvalid)
    .default([])
    .superRefine((list, ctx) => {
      if (new Set(list.map((t) => t.puntos)).size !== list.length) ctx.addIssue({ code: 'custom', message: REPORT_MSG.thresholdRepeated });
    }),
  caducidadCarreras: z.preprocess((v) => (v === undefined || v === '' ? null : v), integerAtLeast(1, 50, REPORT_MSG.expiryInvalid).nullable()),
  comisariosPorReporte: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.union(PANEL_SIZES.map((n) => z.literal(n)), { error: REPORT_MSG.panelSizeInvalid })),
  nombresVisibles: z.boolean({ error: 'Indica si el registro público muestra los nombres de los comisarios.' }),
  categorias: z
    .array(categorySchema)
    .max(PANEL_LIMITS.categorias, REPORT_MSG.tooManyCategories)
    .superRefine((list, ctx) => {
      const names = list.map((c) => c.nombre.toLocaleLowerCase('es-MX'));
      if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', message: REPORT_MSG.categoryRepeated });
    }),
});
export type PanelSettingsRequest = z.input<typeof panelSettingsSchema>;

/** POST /api/reportes/{id}/apelaciones (multipart, as a report: `motivo`, `videos[]`, images in `capturasPantalla`). */
export const fileAppealSchema = z.object({
  motivo: z.string({ error: REPORT_MSG.appealReasonRequired }).trim().min(1, REPORT_MSG.appealReasonRequired).max(REPORT_LIMITS.descripcion, REPORT_MSG.tooLong(REPORT_LIMITS.descripcion)),
  videos: videoLinks,
});
export type FileAppealRequest = z.input<typeof fileAppealSchema>;

/** PUT /api/reportes/apelaciones/{id}: the appeal's outcome, its explanation, and for 'reducida' the milder penalty. */
export const decideAppealSchema = z
  .object({
    resultado: z.enum(APPEAL_OUTCOMES, { error: REPORT_MSG.appealOutcomeRequired }),
    explicacion,
    sancion: penaltySchema.optional().nullable(),
  })
  .superRefine((d, ctx) => {
    if (d.resultado === 'reducida' && !d.sancion) ctx.addIssue({ code: 'custom', path: ['sancion'], message: REPORT_MSG.appealReducedPenaltyRequired });
  });
export type DecideAppealRequest = z.input<typeof decideAppealSchema>;

/** PUT /api/reportes/suspensiones/{id}/levantar (admin): the reason, logged with who and when. */
export const liftSuspensionSchema = z.object({
  motivo: z.string({ error: REPORT_MSG.liftReasonRequired }).trim().min(1, REPORT_MSG.liftReasonRequired).max(REPORT_LIMITS.explicacion, REPORT_MSG.tooLong(REPORT_LIMITS.explicacion)),
});

/** The admin's list of stewards answers a page at a time, never more than `maxSize` assignments (docs/adr/0060). */
export const STEWARDS_PAGE = { size: 50, maxSize: 100 } as const;
export const STEWARDS_PAGE_MSG = {
  limit: `Se muestran de 1 a ${STEWARDS_PAGE.maxSize} comisarios por página`,
  lost: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;
const blankOrNull = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * GET /api/reportes/comisarios's query: one championship's assignments (optional), how many (1 to 100,
 * 50 when not said) and `despues`, the `siguiente` of the page before.
 */
export const stewardListQuerySchema = z.object({
  campeonato: z.preprocess(blankOrNull, z.string({ error: 'Campeonato inválido' }).max(36, 'Campeonato inválido').optional()),
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankOrNull(v)),
      z.number({ error: STEWARDS_PAGE_MSG.limit }).int(STEWARDS_PAGE_MSG.limit).min(1, STEWARDS_PAGE_MSG.limit).max(STEWARDS_PAGE.maxSize, STEWARDS_PAGE_MSG.limit).optional(),
    )
    .transform((v) => v ?? STEWARDS_PAGE.size),
  despues: z.preprocess(blankOrNull, z.string({ error: STEWARDS_PAGE_MSG.lost }).max(400, STEWARDS_PAGE_MSG.lost).optional()),
});
export type StewardListQueryInput = z.input<typeof stewardListQuerySchema>;
