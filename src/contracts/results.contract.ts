/** The results analyses, their names and messages: shared by the API, the CLI and the analyzer screens. */
import { z } from 'zod';

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

/** The specification's own texts (spec 2 §8), as the users see them. */
export const RESULTS_MESSAGES = {
  subsessionRequired: 'Subsession ID is required.',
  customerRequired: 'Subsession ID and Customer ID are required.',
  carClassRequired: 'Subsession ID and Car Class ID are required.',
  phaseRequired: 'Subsession ID and Phase Name are required.',
  selectEvent: 'Please select an event.',
  selectPhase: 'Please select a phase for the event.',
  eventsFailed: 'Failed to load available events.',
  phaseFailed: 'Failed to fetch phase results.',
  noEvents: 'No events with results found in the database.',
  noPhaseResults: (phase: string) => `No results found for the current filters in ${phase}.`,
  noData: (analysis: string) => `No data found for ${analysis}.`,
  noDriverData: 'No performance data for this driver.',
  noClassStandings: 'No standings for this class.',
  selectFile: 'Por favor, selecciona un archivo primero.',
  noToken: 'Error de autenticación. No se encontró el token.',
  serverError: (status: number, message: string) => `Error del servidor: ${status} - ${message}`,
  noConnection: 'No se pudo conectar con el servidor...',
  uploaded: 'Archivo JSON procesado y guardado correctamente',
  deleted: 'Evento eliminado',
  publication: 'Los resultados se publican una hora después de que termina cada competencia.',
  podiumLoading: 'Cargando resultados...',
  podiumEmpty: 'No hay resultados disponibles.',
} as const;

/** What an analysis request may carry besides its name. */
export const analysisParamsSchema = z.object({
  phase: z.string({ error: RESULTS_MESSAGES.phaseRequired }).trim().min(1, RESULTS_MESSAGES.phaseRequired).optional(),
  custId: z.coerce.number({ error: RESULTS_MESSAGES.customerRequired }).int(RESULTS_MESSAGES.customerRequired).positive(RESULTS_MESSAGES.customerRequired).optional(),
  // Class 0 exists: hosted sessions put every car in it.
  carClassId: z.coerce.number({ error: RESULTS_MESSAGES.carClassRequired }).int(RESULTS_MESSAGES.carClassRequired).min(0, RESULTS_MESSAGES.carClassRequired).optional(),
  sortBy: z.enum(['irating_change', 'cpi_change'], { error: 'sortBy debe ser irating_change o cpi_change' }).optional(),
});
export type AnalysisParams = z.input<typeof analysisParamsSchema>;

/** The optional championship race an import is linked to. */
export const importFieldsSchema = z.object({
  carreraId: z
    .string()
    .trim()
    .max(36, 'El id de la carrera no es válido')
    .regex(/^[\w-]*$/, 'El id de la carrera no es válido')
    .optional()
    .transform((v) => (v ? v : null)),
});

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
