/**
 * The results screens' texts, apart from the schemas so the home page podium can use them without
 * loading zod.
 */
/**
 * The scored sessions a championship race (a round) may hold, each its own imported event; here,
 * without zod, for the upload screen's choices.
 */
export const SESIONES = [1, 2, 3] as const;

/**
 * The rules of an iRacing result file, the one home the API, the CLI and the upload screen read: a
 * `.json` export of at most 25 MB.
 */
export const RESULT_FILE = {
  maxBytes: 25 * 1024 * 1024,
  /** The file picker's filter. */
  accept: '.json,application/json',
} as const;

/** Whether a file's name is that of an iRacing export (`.json`, any case). */
export function isResultFileName(name: string): boolean {
  return /\.json$/i.test(name);
}

const RESULT_FILE_MB = RESULT_FILE.maxBytes / (1024 * 1024);

/** The results texts people read, in Spanish (the API's refusals, the analyzer's states). */
export const RESULTS_MESSAGES = {
  subsessionRequired: 'Falta el ID de la subsesión.',
  customerRequired: 'Faltan el ID de la subsesión y el ID del piloto.',
  carClassRequired: 'Faltan el ID de la subsesión y el ID de la clase.',
  phaseRequired: 'Faltan el ID de la subsesión y el nombre de la fase.',
  selectEvent: 'Selecciona un evento.',
  selectPhase: 'Selecciona una fase del evento.',
  eventsFailed: 'No se pudieron cargar los eventos. Inténtalo de nuevo en un momento.',
  moreEventsFailed: 'No se pudieron cargar más eventos. Inténtalo de nuevo.',
  phaseFailed: 'No se pudieron cargar los resultados de la fase.',
  noEvents: 'Todavía no hay eventos con resultados.',
  noPhaseResults: (phase: string) => `No hay resultados de ${phase} con estos filtros.`,
  noData: (analysis: string) => `No hay datos de ${analysis.toLowerCase()} para este evento.`,
  noDriverData: 'No hay datos de rendimiento de este piloto.',
  noClassStandings: 'No hay posiciones para esta clase.',
  selectFile: 'Por favor, selecciona un archivo primero.',
  notJsonFile: 'El archivo debe ser un .json exportado de iRacing',
  fileTooLarge: `El archivo es demasiado grande (máximo ${RESULT_FILE_MB} MB)`,
  uploadHint: `Sube el resultado exportado de iRacing (.json, hasta ${RESULT_FILE_MB} MB). Si el evento ya existe, se reemplaza.`,
  noToken: 'Error de autenticación. No se encontró el token.',
  serverError: (status: number, message: string) => `Error del servidor: ${status} - ${message}`,
  noConnection: 'No se pudo conectar con el servidor...',
  uploaded: 'Archivo JSON procesado y guardado correctamente',
  deleted: 'Evento eliminado',
  sesionInvalid: 'La sesión debe ser 1, 2 o 3',
  sesionWithoutRace: 'Indica la carrera a la que pertenece la sesión',
  championshipWithoutRace: 'Selecciona la carrera del campeonato, o deja el campeonato sin elegir.',
  publication: 'Los resultados se publican una hora después de que termina cada competencia.',
  podiumLoading: 'Cargando resultados...',
  podiumEmpty: 'No hay resultados disponibles.',
} as const;

/**
 * The rules of RESULT_FILE on a file about to be sent or read: the message of the first one it breaks
 * (its name, then its size, asked only when the name passes), or null when it keeps both.
 */
export function resultFileProblem(name: string, sizeInBytes: () => number): string | null {
  if (!isResultFileName(name)) return RESULTS_MESSAGES.notJsonFile;
  if (sizeInBytes() > RESULT_FILE.maxBytes) return RESULTS_MESSAGES.fileTooLarge;
  return null;
}

/** How a link names one event to read by itself: its iRacing subsession, or the product's own id (a UUID). */
export function isEventRef(text: string): boolean {
  return /^\d{1,15}$/.test(text) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}
