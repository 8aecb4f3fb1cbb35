import { SEASONS_MSG } from '../../../contracts/seasons.messages.js';
import { ConflictError, NotFoundError } from '../../../platform/errors.js';

/** A series: the championship the league runs once a season (docs/adr/0033). */
export interface Series {
  id: string;
  nombre: string;
  categoria: string;
  descripcion: string;
  logoUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A championship as one edition of a series: its season (a year) and its priority window. */
export interface Edition {
  campeonatoId: string;
  serieId: string;
  temporada: number;
  /** Days the previous edition's drivers may enter before anyone else. */
  diasPrioridad: number;
  /** Until when only the previous edition's drivers may enter (ISO); null when there is no such window. */
  prioridadHasta: string | null;
  createdAt: string;
  updatedAt: string;
}

export const DEFAULT_PRIORITY_DAYS = 7;

/** A series' name as it is compared: without accents, case or repeated spaces ('Copa Fórmulas' is 'copa  formulas'). */
export function seriesKey(nombre: string): string {
  return nombre.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC').trim().replace(/\s+/g, ' ');
}

export const seriesNameTaken = () => new ConflictError('SERIES_NAME_TAKEN', SEASONS_MSG.seriesNameTaken, { nombre: SEASONS_MSG.seriesNameTaken });
export const seriesNotFound = () => new NotFoundError(SEASONS_MSG.seriesNotFound, 'SERIES_NOT_FOUND');
export const championshipNotFound = () => new NotFoundError(SEASONS_MSG.championshipNotFound, 'CHAMPIONSHIP_NOT_FOUND');
export const seriesHasEditions = (count: number) => new ConflictError('SERIES_HAS_EDITIONS', SEASONS_MSG.seriesHasEditions(count));
export const editionTaken = (temporada: number, nombre: string) => new ConflictError('EDITION_TAKEN', SEASONS_MSG.editionTaken(temporada, nombre), { temporada: SEASONS_MSG.editionTaken(temporada, nombre) });
/** The same refusal when the season was taken at the same moment, by a request whose championship cannot be named yet. */
export const seasonTaken = (temporada: number) => new ConflictError('EDITION_TAKEN', SEASONS_MSG.nextExists(temporada), { temporada: SEASONS_MSG.nextExists(temporada) });
