/** The standings texts people read, in Spanish (the API's answers and refusals, the CLI's). */
export const STANDINGS_MSG = {
  championshipNotFound: 'Campeonato no encontrado',
  raceNotInChampionship: 'La carrera no pertenece a este campeonato',
  configSaved: 'Configuración de puntuación guardada',
  /** Said when a championship has no stored configuration and scores with the F1 preset. */
  defaultConfig: 'Este campeonato no tiene configuración de puntuación guardada: se usa la plantilla F1 (25-18-15-12-10-8-6-4-2-1).',
} as const;
