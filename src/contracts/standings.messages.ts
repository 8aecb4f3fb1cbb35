/** The standings texts people read, in Spanish (the API's answers and refusals, the CLI's). */
export const STANDINGS_MSG = {
  championshipNotFound: 'Campeonato no encontrado',
  raceNotInChampionship: 'La carrera no pertenece a este campeonato',
  configSaved: 'Configuración de puntuación guardada',
  /** Said when a championship has no stored configuration and scores with the F1 preset. */
  defaultConfig: 'Este campeonato no tiene configuración de puntuación guardada: se usa la plantilla F1 (25-18-15-12-10-8-6-4-2-1).',
} as const;

/**
 * The files the scoring editor loads, one home for the screen's checks: a rulebook (the JSON
 * `parrilla standings config --get` prints) and a list of drivers (CSV). Neither is a results export.
 */
export const SCORING_FILES = {
  rulebook: { maxBytes: 2_000_000, accept: '.json,application/json', tooLarge: 'pesa más de 2 MB: no parece una configuración de puntuación' },
  driversCsv: { maxBytes: 1_000_000, tooLarge: 'El archivo pesa más de 1 MB: no parece una lista de pilotos.' },
} as const;
