/** Small invented seasons for the standings tests: drivers, rows in finishing order, rules with defaults. */
import type { ResultRow, RoundResults, ScoredEventRules, ScoringRules, SessionResults, StandingsPenalty } from '../../../src/modules/standings/index.js';
import type { Standings, StandingsRow, StandingsTable } from '../../../src/modules/standings/index.js';

export const ANA = { custId: 101, name: 'Ana Robles' };
export const BETO = { custId: 102, name: 'Beto Salas' };
export const CARO = { custId: 103, name: 'Caro Ibáñez' };
export const DANI = { custId: 104, name: 'Dani Quiroz' };
export const ELI = { custId: 105, name: 'Eli Montes' };
export const FER = { custId: 106, name: 'Fer Lozano' };
export const GABO = { custId: 107, name: 'Gabo Treviño' };
export const HUGO = { custId: 108, name: 'Hugo Cantú' };

export type Driver = typeof ANA;

/** A driver's row; finishing position and interval are filled in by `finished`. */
export function row(driver: Driver, extra: Partial<ResultRow> = {}): ResultRow {
  return {
    custId: driver.custId,
    teamId: null,
    displayName: driver.name,
    drivers: [],
    carClassId: 1,
    carClassName: 'GT3',
    startingPosition: null,
    finishPosition: 0,
    lapsComplete: 20,
    lapsLed: 0,
    bestLapTime: null,
    interval: null,
    reasonOut: 'Running',
    ...extra,
  };
}

/**
 * Rows in finishing order: positions 1…N, and (unless given) two seconds between cars on the
 * leader's lap, no time for lapped cars.
 */
export function finished(...rows: Array<ResultRow | Driver>): ResultRow[] {
  const built = rows.map((r) => ('custId' in r && 'displayName' in r ? r : row(r as Driver)));
  const leaderLaps = built[0]?.lapsComplete ?? 0;
  return built.map((r, i) => ({ ...r, finishPosition: i + 1, interval: r.interval ?? (r.lapsComplete === leaderLaps ? i * 2000 : null) }));
}

export function session(sesion: number, parts: { qualifying?: ResultRow[]; race?: ResultRow[] }): SessionResults {
  return { sesion, qualifying: parts.qualifying ?? null, race: parts.race ?? null };
}

export function round(ronda: number, ...sesiones: SessionResults[]): RoundResults {
  return { ronda, carreraId: `carrera-${ronda}`, sesiones };
}

/** A round of one session with only a race. */
export function raceRound(ronda: number, ...rows: Array<ResultRow | Driver>): RoundResults {
  return round(ronda, session(1, { race: finished(...rows) }));
}

export function event(nombre: string, sesionIracing: 'qualifying' | 'race', tipo: ScoredEventRules['tipo'], tabla: number[], vueltasMinimas = 0): ScoredEventRules {
  return { nombre, sesionIracing, tipo, tabla, vueltasMinimas };
}

/** Rules with one score type 'Carrera' scoring the race by position, unless told otherwise. */
export function rules(extra: Partial<ScoringRules> & { tabla?: number[] } = {}): ScoringRules {
  const { tabla = [10, 6, 3], ...rest } = extra;
  return {
    tiposPuntuacion: [{ nombre: 'Carrera', eventos: [event('Carrera', 'race', 'posicion', tabla)] }],
    motivosSinPuntos: [],
    cerrarPosiciones: false,
    sancionSinPuntosNoMueveAOtros: false,
    agrupacion: 'clases',
    grupos: [],
    pilotos: [],
    grupoPorDefecto: null,
    mostrarPilotosSinResultados: true,
    rondasDescartadas: 0,
    rondasNoDescartables: [],
    equipos: { plantillas: [], descartes: 0, incluirDeduccionesDePilotos: false, descartarPeorPiloto: false },
    formato: { porDefecto: ['Carrera'], rondas: [] },
    ...rest,
  };
}

export function penalty(driver: Driver, ronda: number, tipo: StandingsPenalty['tipo'], amount: number | null = null, target: { sesion?: number; evento?: string } = {}): StandingsPenalty {
  return {
    carreraId: `carrera-${ronda}`,
    custId: driver.custId,
    sesion: target.sesion ?? null,
    evento: target.evento ?? null,
    tipo,
    segundos: tipo === 'tiempo' ? amount : null,
    posiciones: tipo === 'posiciones' ? amount : null,
    puntos: tipo === 'puntos' ? amount : null,
  };
}

/** A table as [name, points] in order, the shape most expectations are written in. */
export const pointsOf = (table: StandingsTable | undefined): Array<[string, number]> => (table?.filas ?? []).map((r) => [r.nombre, r.puntos]);

export const tableNamed = (standings: Standings, grupo: string): StandingsTable | undefined => standings.grupos.find((t) => t.grupo === grupo);

export const rowOf = (standings: Standings, driver: Driver): StandingsRow => {
  for (const t of standings.grupos) for (const r of t.filas) if (r.custId === driver.custId) return r;
  throw new Error(`${driver.name} is in no table`);
};
