/** The results analyses, their names and messages: shared by the API, the CLI and the analyzer screens. */
import { z } from 'zod';
import { isEventRef, resultFileProblem, RESULTS_MESSAGES, SESIONES } from './results.messages.js';

export { isEventRef, RESULTS_MESSAGES };

/** Every analysis by the name the CLI takes (`parrilla results show --analysis <name>`). */
export const ANALYSIS_NAMES = [
  'phase-results',
  'bestlaps',
  'hardchargers',
  'qualy-vs-race',
  'incident-ranking',
  'incident-ratio-ranking',
  'laps-led-ranking',
  'driver-performance',
  'class-standings',
  'rating-changes',
  'podium',
] as const;
export type AnalysisName = (typeof ANALYSIS_NAMES)[number];

export const RATING_SORT_OPTIONS = [
  { value: 'irating_change', label: 'Cambio de iRating' },
  { value: 'cpi_change', label: 'Cambio de CPI' },
] as const;
export type RatingSortBy = (typeof RATING_SORT_OPTIONS)[number]['value'];

/** What an analysis request may carry besides its name. */
export const analysisParamsSchema = z.object({
  phase: z.string({ error: RESULTS_MESSAGES.phaseRequired }).trim().min(1, RESULTS_MESSAGES.phaseRequired).max(50, 'La fase debe tener como máximo 50 caracteres').optional(),
  custId: z.coerce.number({ error: RESULTS_MESSAGES.customerRequired }).int(RESULTS_MESSAGES.customerRequired).positive(RESULTS_MESSAGES.customerRequired).optional(),
  // Class 0 exists: hosted sessions put every car in it.
  carClassId: z.coerce.number({ error: RESULTS_MESSAGES.carClassRequired }).int(RESULTS_MESSAGES.carClassRequired).min(0, RESULTS_MESSAGES.carClassRequired).optional(),
  sortBy: z.enum(['irating_change', 'cpi_change'], { error: 'sortBy debe ser irating_change o cpi_change' }).optional(),
});
export type AnalysisParams = z.input<typeof analysisParamsSchema>;

export { SESIONES };
/** The scored sessions a championship race (a round) may hold, each its own imported event. */
export const MAX_SESIONES = SESIONES.length;

/**
 * The optional championship race an import is linked to, and which of its scored sessions the event
 * is (1..3; 1 when a race is given without it). A session without a race is refused by the use case.
 */
export const importFieldsSchema = z.object({
  carreraId: z
    .string({ error: 'El id de la carrera no es válido' })
    .trim()
    .max(36, 'El id de la carrera no es válido')
    .regex(/^[\w-]*$/, 'El id de la carrera no es válido')
    .optional()
    .transform((v) => (v ? v : null)),
  sesion: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: RESULTS_MESSAGES.sesionInvalid })
      .trim()
      .regex(new RegExp(`^[1-${MAX_SESIONES}]$`), RESULTS_MESSAGES.sesionInvalid)
      .transform(Number)
      .optional(),
  ),
});

/** A file as a browser's picker gives it: its name and its size in bytes. */
export interface PickedFile {
  name: string;
  size: number;
}
const isPickedFile = (v: unknown): v is PickedFile => typeof v === 'object' && v !== null && typeof (v as PickedFile).name === 'string' && typeof (v as PickedFile).size === 'number';

/**
 * The result file rules of results.messages.ts (a `.json` of at most 25 MB) on a picked file: one
 * message, the first rule it breaks. A refinement, not a type, so the form's other rules still run.
 */
export const resultFileSchema = z.unknown().superRefine((file, ctx) => {
  const message = !isPickedFile(file) ? RESULTS_MESSAGES.selectFile : resultFileProblem(file.name, () => file.size);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/**
 * The upload screen: the file, and the championship race and session the import fields take; a
 * championship chosen without one of its races is not sent.
 */
export const resultUploadSchema = importFieldsSchema
  .extend({ eventfile: resultFileSchema, campeonatoId: z.string() })
  .superRefine((v, ctx) => {
    if (v.campeonatoId && !v.carreraId) ctx.addIssue({ code: 'custom', path: ['carreraId'], message: RESULTS_MESSAGES.championshipWithoutRace });
  });

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /api/events/list answers a page of events at a time, the latest start first: at most `maxSize`
 * (`limite`, 30 when not said); `desde` is the `siguiente` of the page before (docs/adr/0061).
 */
export const EVENTS_PAGE = { size: 30, maxSize: 100 } as const;
export const EVENTS_PAGE_MSG = {
  limit: `Se muestran de 1 a ${EVENTS_PAGE.maxSize} eventos por página`,
  lost: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/events/list's query: how many events and where the page starts. */
export const eventListQuerySchema = z.object({
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
      z.number({ error: EVENTS_PAGE_MSG.limit }).int(EVENTS_PAGE_MSG.limit).min(1, EVENTS_PAGE_MSG.limit).max(EVENTS_PAGE.maxSize, EVENTS_PAGE_MSG.limit).optional(),
    )
    .transform((v) => v ?? EVENTS_PAGE.size),
  desde: z.preprocess(blankToUndefined, z.string({ error: EVENTS_PAGE_MSG.lost }).max(200, EVENTS_PAGE_MSG.lost).optional()),
});
export type EventListQueryInput = z.input<typeof eventListQuerySchema>;

/** GET /api/events/list?carreras=…: the events of at most this many races at once (a championship page asks its own). */
export const EVENTS_OF_RACES = { maxRaces: 500 } as const;
export const EVENTS_OF_RACES_MSG = { tooMany: `Se piden como máximo ${EVENTS_OF_RACES.maxRaces} carreras a la vez` } as const;

