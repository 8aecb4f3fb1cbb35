import { OVERLAY_COLUMNS, OVERLAY_MAX_ROWS } from '../../../contracts/broadcast.messages.js';
import { ValidationError } from '../../../platform/errors.js';

export type OverlayTheme = 'oscuro' | 'claro';
export type OverlayPlacement = 'izquierda' | 'centro' | 'derecha';

/** What every overlay reads from its URL (docs/adr/0058). */
export interface OverlayOptions {
  campeonato: string | null;
  clase: string | null;
  filas: number;
  columnas: string[];
  tema: OverlayTheme;
  posicion: OverlayPlacement;
  animaciones: boolean;
}

// One home for the options the overlays read and the 'Transmisión' page's builder offers (docs/adr/0059).
export const MAX_ROWS = OVERLAY_MAX_ROWS;
export const STANDINGS_COLUMNS = OVERLAY_COLUMNS.clasificacion.offered;
export const DEFAULT_STANDINGS_COLUMNS = [...OVERLAY_COLUMNS.clasificacion.shown];
export const GRID_COLUMNS = OVERLAY_COLUMNS.parrilla.offered;
export const RESULTS_COLUMNS = OVERLAY_COLUMNS.resultados.offered;
export const DEFAULT_RESULTS_COLUMNS = [...OVERLAY_COLUMNS.resultados.shown];

const one = (v: unknown): string | undefined => (Array.isArray(v) ? (v[0] as string | undefined) : typeof v === 'string' ? v : undefined);

/**
 * Reads an overlay's options from its query. A value the overlay cannot use is refused in Spanish,
 * naming the option (the admin's builder never makes one; a URL typed by hand may).
 */
export function parseOverlayOptions(query: Record<string, unknown>, known: { columns: readonly string[]; defaultColumns: readonly string[]; defaultRows: number }): OverlayOptions {
  const errors: Record<string, string> = {};
  const campeonato = one(query.campeonato)?.trim() || null;
  const clase = one(query.clase)?.trim() || null;
  let filas = known.defaultRows;
  const rows = one(query.filas);
  if (rows !== undefined && rows !== '') {
    if (!/^\d+$/.test(rows) || Number(rows) < 1 || Number(rows) > MAX_ROWS) errors.filas = `Las filas deben ser un número entero del 1 al ${MAX_ROWS}`;
    else filas = Number(rows);
  }
  let columnas = [...known.defaultColumns];
  const columns = one(query.columnas);
  if (columns !== undefined) {
    const asked = columns
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    const unknown = asked.filter((c) => !known.columns.includes(c));
    if (unknown.length) errors.columnas = `Columnas desconocidas: ${unknown.join(', ')}. Se ofrecen: ${known.columns.join(', ')}`;
    else columnas = [...new Set(asked)];
  }
  const tema = one(query.tema) ?? 'oscuro';
  if (tema !== 'oscuro' && tema !== 'claro') errors.tema = 'El tema debe ser «claro» u «oscuro»';
  const posicion = one(query.posicion) ?? 'izquierda';
  if (posicion !== 'izquierda' && posicion !== 'centro' && posicion !== 'derecha') errors.posicion = 'La posición debe ser «izquierda», «centro» o «derecha»';
  const animations = one(query.animaciones) ?? 'si';
  if (animations !== 'si' && animations !== 'sí' && animations !== 'no') errors.animaciones = 'Las animaciones deben ser «si» o «no»';
  if (Object.keys(errors).length) throw new ValidationError('Las opciones del overlay no son válidas', errors);
  return { campeonato, clase, filas, columnas, tema: tema as OverlayTheme, posicion: posicion as OverlayPlacement, animaciones: animations !== 'no' };
}
