/**
 * The results screens' texts, apart from the schemas so the home page podium can use them without
 * loading zod.
 */
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
