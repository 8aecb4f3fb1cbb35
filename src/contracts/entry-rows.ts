/**
 * The admin's entry list as one list of rows (entered, waiting, pending approval) and its filters: the
 * same rule for the admin screen, the CSV export and `parrilla entries list` (issue #30).
 */
import type { AdminEntryListAnswer } from './entries.views.js';
import { matchesSearch } from './search-text.js';

export type EntryRowState = 'inscrito' | 'lista-espera' | 'pendiente';

export const ENTRY_STATE_LABELS: Record<EntryRowState, string> = { inscrito: 'Inscrito', 'lista-espera': 'Lista de espera', pendiente: 'Pendiente de aprobación' };

export interface EntryRow {
  estado: EntryRowState;
  usuarioId: string;
  piloto: string;
  email: string;
  iracingId: number | null;
  numeroAuto: number | null;
  numeroReservado: boolean;
  equipo: string | null;
  /** UTC instant of the entry, the queueing or the request. */
  fecha: string;
  /** Place in the queue; null when not waiting. */
  posicion: number | null;
  /** UTC instant an open offer ends. */
  ofertaVenceEn: string | null;
}

export interface EntryFilters {
  estado?: EntryRowState | '';
  /** A team's name, '-' for drivers without a team. */
  equipo?: string;
  /** Words of a name, e-mail, number or iRacing id. */
  q?: string;
}

/** Every row of the admin's list: entered drivers, then the waiting list in its order, then pending requests. */
export function entryRows(answer: AdminEntryListAnswer): EntryRow[] {
  const name = (e: { nombre: string; apellido: string }) => `${e.nombre} ${e.apellido}`.trim();
  return [
    ...answer.data.map((e) => ({
      estado: 'inscrito' as const,
      usuarioId: e.usuarioId,
      piloto: name(e),
      email: e.email,
      iracingId: e.iracingId,
      numeroAuto: e.numeroAuto,
      numeroReservado: e.numeroReservado,
      equipo: e.equipo,
      fecha: e.fechaInscripcion,
      posicion: null,
      ofertaVenceEn: null,
    })),
    ...answer.listaEspera.map((e) => ({
      estado: 'lista-espera' as const,
      usuarioId: e.usuarioId,
      piloto: name(e),
      email: e.email,
      iracingId: e.iracingId,
      numeroAuto: null,
      numeroReservado: false,
      equipo: null,
      fecha: e.fechaSolicitud,
      posicion: e.posicion,
      ofertaVenceEn: e.ofertaVenceEn,
    })),
    ...answer.solicitudes.map((e) => ({
      estado: 'pendiente' as const,
      usuarioId: e.usuarioId,
      piloto: name(e),
      email: e.email,
      iracingId: e.iracingId,
      numeroAuto: null,
      numeroReservado: false,
      equipo: null,
      fecha: e.fechaSolicitud,
      posicion: null,
      ofertaVenceEn: null,
    })),
  ];
}

/** Whether a row passes the filters (accent- and case-blind search). */
export function entryRowMatches(row: EntryRow, filters: EntryFilters): boolean {
  if (filters.estado && row.estado !== filters.estado) return false;
  if (filters.equipo === '-' && row.equipo !== null) return false;
  if (filters.equipo && filters.equipo !== '-' && row.equipo !== filters.equipo) return false;
  return matchesSearch(filters.q ?? '', row.piloto, row.email, row.numeroAuto === null ? null : String(row.numeroAuto), row.iracingId === null ? null : String(row.iracingId));
}
