/**
 * The broadcast control ('Transmisión', docs/adr/0059): the overlays one may hide, the words of its
 * refusals and what its API answers, free of zod (shared with the domain and the web).
 */
/** The overlays one may take out of the frame and bring back, by the name in their address (/overlay/<name>). */
export const BROADCAST_PANELS = ['clasificacion', 'resultados', 'proxima-carrera', 'parrilla', 'piloto'] as const;
export type BroadcastPanel = (typeof BROADCAST_PANELS)[number];

export const BROADCAST_PANEL_LABELS: Record<BroadcastPanel, string> = {
  clasificacion: 'Clasificación',
  resultados: 'Resultados',
  'proxima-carrera': 'Próxima carrera',
  parrilla: 'Parrilla',
  piloto: 'Piloto (tercio inferior)',
};

export const BROADCAST_MSG = {
  saved: 'Transmisión actualizada',
  invalid: 'Los cambios de la transmisión no son válidos',
  driverNotInChampionship: 'Ese piloto no corre en este campeonato',
  classNotInStandings: 'Esa clase no está en la clasificación de este campeonato',
  unknownPanels: (unknown: string[]) => `Paneles desconocidos: ${unknown.join(', ')}. Se ofrecen: ${BROADCAST_PANELS.join(', ')}`,
  nothingToChange: 'Indica qué cambiar: el piloto, los paneles ocultos o la clase',
} as const;

/** What the overlays of a championship show now, as the control page and the overlays read it. */
export interface BroadcastStateView {
  campeonatoId: string;
  /** The driver on the lower third: his account's id or his iRacing id; null: nobody. */
  piloto: string | null;
  /** The overlays out of the frame. */
  oculto: BroadcastPanel[];
  /** The standings class shown (its key); null: the one each overlay's URL asks. */
  clase: string | null;
}

/** GET /api/transmision/{campeonatoId} (admin or broadcast team): the state and what one may choose. */
export interface BroadcastControlView extends BroadcastStateView {
  campeonato: string;
  /** The drivers one may put on the lower third, by car number then name (names as public pages show them). */
  pilotos: Array<{ clave: string; nombre: string; numero: number | null }>;
  /** The classes of the standings, by their key. */
  clases: Array<{ clave: string; grupo: string }>;
  /** When it last changed (UTC); null: never. */
  actualizado: string | null;
}

export interface BroadcastControlAnswer {
  message: string;
  data: BroadcastControlView;
}
