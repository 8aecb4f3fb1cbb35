import type { PodiumPlaceView } from '../../../contracts/seasons.views.js';
import type { StandingsAnswer } from '../../../contracts/standings.views.js';

/** A closed season: the standings answer as it stood, who closed it and when (docs/adr/0033). */
export interface Closure {
  campeonatoId: string;
  tabla: StandingsAnswer;
  cerradaEn: string;
  cerradaPor: string;
}

export type PodiumPlace = PodiumPlaceView;

/** One closing or reopening, kept for good. */
export interface ClosureLogEntry {
  id: string;
  campeonatoId: string;
  accion: 'cerrar' | 'reabrir';
  motivo: string | null;
  userId: string;
  en: string;
}

const driverName = (p: { usuario: { nombre: string; apellido: string } | null; nombreIracing: string }): string =>
  p.usuario ? [p.usuario.nombre, p.usuario.apellido].join(' ').trim() : p.nombreIracing;

const PODIUM = [1, 2, 3];
const onPodium = (row: { posicion: number }): boolean => PODIUM.includes(row.posicion);

/** The first three of every group table and of every team table, read from the frozen answer. */
export function podiumsOf(tabla: StandingsAnswer): PodiumPlace[] {
  const places: PodiumPlace[] = [];
  for (const group of tabla.grupos) {
    for (const row of group.filas.filter(onPodium)) {
      places.push({ tipo: 'piloto', clave: group.clave, grupo: group.grupo, posicion: row.posicion, nombre: driverName(row.piloto), userId: row.piloto.usuario?.id ?? null, custId: row.piloto.custId, puntos: row.puntos });
    }
  }
  for (const group of tabla.equipos) {
    for (const row of group.filas.filter(onPodium)) {
      places.push({ tipo: 'equipo', clave: group.clave, grupo: group.grupo, posicion: row.posicion, nombre: row.nombre, userId: null, custId: null, puntos: row.puntos });
    }
  }
  return places;
}
