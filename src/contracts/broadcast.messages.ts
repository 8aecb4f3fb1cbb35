/**
 * The broadcast control ('Transmisión', docs/adr/0059): the overlays one may hide, the words of its
 * refusals and what its API answers, free of zod (shared with the domain and the web).
 */
/** The overlays one may take out of the frame and bring back, by the name in their address (/overlay/<name>). */
export const BROADCAST_PANELS = ['clasificacion', 'resultados', 'proxima-carrera', 'parrilla', 'piloto', 'decisiones'] as const;
export type BroadcastPanel = (typeof BROADCAST_PANELS)[number];

export const BROADCAST_PANEL_LABELS: Record<BroadcastPanel, string> = {
  clasificacion: 'Clasificación',
  resultados: 'Resultados',
  'proxima-carrera': 'Próxima carrera',
  parrilla: 'Parrilla',
  piloto: 'Piloto (tercio inferior)',
  decisiones: 'Decisiones de comisarios',
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

/** The overlays, by the name in their address, as the 'Transmisión' page offers them. */
export const OVERLAY_KINDS = ['clasificacion', 'resultados', 'proxima-carrera', 'parrilla', 'piloto', 'decisiones'] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

export const OVERLAY_KIND_LABELS: Record<OverlayKind, string> = {
  clasificacion: 'Clasificación',
  resultados: 'Resultados de la última carrera',
  'proxima-carrera': 'Próxima carrera',
  parrilla: 'Parrilla (inscritos)',
  piloto: 'Piloto (tercio inferior)',
  decisiones: 'Decisiones de comisarios (cinta)',
};

/** The columns each overlay offers (its `columnas` option), and those it shows when none are asked. */
export const OVERLAY_COLUMNS: Record<OverlayKind, { offered: readonly string[]; shown: readonly string[] }> = {
  clasificacion: { offered: ['numero', 'equipo', 'puntos', 'diferencia', 'victorias'], shown: ['numero', 'puntos', 'diferencia'] },
  resultados: { offered: ['numero', 'clase', 'diferencia'], shown: ['numero', 'diferencia'] },
  'proxima-carrera': { offered: [], shown: [] },
  parrilla: { offered: ['numero', 'equipo'], shown: ['numero', 'equipo'] },
  piloto: { offered: [], shown: [] },
  decisiones: { offered: [], shown: [] },
};

export const OVERLAY_COLUMN_LABELS: Record<string, string> = {
  numero: 'Número',
  equipo: 'Equipo',
  puntos: 'Puntos',
  diferencia: 'Diferencia',
  victorias: 'Victorias',
  clase: 'Clase',
};

/** The rows each overlay shows when none are asked, and the most it shows. */
export const OVERLAY_DEFAULT_ROWS: Partial<Record<OverlayKind, number>> = { clasificacion: 10, resultados: 10, parrilla: 40 };
export const OVERLAY_MAX_ROWS = 40;

/** An overlay's link as the builder makes it: only the options that differ from the overlay's defaults. */
export interface OverlayLinkOptions {
  tipo: OverlayKind;
  campeonato: string;
  clase?: string;
  filas?: number;
  columnas?: string[];
  tema: 'oscuro' | 'claro';
  posicion: 'izquierda' | 'centro' | 'derecha';
  animaciones: boolean;
  piloto?: string;
}

export function overlayLink(o: OverlayLinkOptions, origin = ''): string {
  const q = new URLSearchParams({ campeonato: o.campeonato });
  const columns = OVERLAY_COLUMNS[o.tipo];
  if (o.clase && (o.tipo === 'clasificacion' || o.tipo === 'resultados')) q.set('clase', o.clase);
  if (o.filas !== undefined && OVERLAY_DEFAULT_ROWS[o.tipo] !== undefined && o.filas !== OVERLAY_DEFAULT_ROWS[o.tipo]) q.set('filas', String(o.filas));
  if (o.columnas && columns.offered.length) {
    const asked = columns.offered.filter((c) => o.columnas!.includes(c));
    if (asked.join(',') !== columns.shown.join(',')) q.set('columnas', asked.join(','));
  }
  if (o.tema !== 'oscuro') q.set('tema', o.tema);
  if (o.posicion !== 'izquierda') q.set('posicion', o.posicion);
  if (!o.animaciones) q.set('animaciones', 'no');
  if (o.tipo === 'piloto' && o.piloto) q.set('piloto', o.piloto);
  return `${origin}/overlay/${o.tipo}?${q.toString()}`;
}
