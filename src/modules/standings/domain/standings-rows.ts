/** The shapes of computed standings: a table's rows, their rounds and events. */

/** What one entrant got in one scored event of a round. */
export interface EventPoints {
  sesion: number;
  evento: string;
  puntos: number;
  /** The rank the points were read from, or null for events without one (laps led, places gained). */
  posicion: number | null;
}

/** One entrant's score in one round. */
export interface RoundPoints {
  ronda: number;
  carreraId: string;
  puntos: number;
  /** Among the worst rounds the rules drop. */
  descartada: boolean;
  /** Took part in at least one scored event of the round. */
  participo: boolean;
  eventos: EventPoints[];
}

export type CompetitorKind = 'piloto' | 'equipo' | 'plantilla';

/** One line of a table: a driver, a team of iRacing team events, or an admin's roster. */
export interface StandingsRow {
  posicion: number;
  /** Stable key: 'p:<custId>', 'e:<teamId>' or 'r:<roster name>'. */
  clave: string;
  tipo: CompetitorKind;
  custId: number | null;
  teamId: number | null;
  nombre: string;
  /** A team's or roster's drivers; empty for a driver. */
  pilotos: Array<{ custId: number; nombre: string }>;
  /** A driver's roster. */
  equipo: string | null;
  puntos: number;
  /** Points behind the table's leader. */
  diferencia: number;
  victorias: number;
  podios: number;
  poles: number;
  vueltasRapidas: number;
  /** Points deducted by penalties: already off `puntos`, never dropped. */
  deducciones: number;
  rondas: RoundPoints[];
}

export interface StandingsTable {
  clave: string;
  grupo: string;
  filas: StandingsRow[];
}

export interface Standings {
  /** The rounds counted, in order. */
  rondas: Array<{ ronda: number; carreraId: string }>;
  /** The last round counted; null when none is. */
  hastaRonda: number | null;
  /** Drivers, one table per group. */
  grupos: StandingsTable[];
  /** Teams of iRacing team events per group, then the rosters' table. */
  equipos: StandingsTable[];
}

/** The rosters' table key and name. */
export const ROSTERS_TABLE = { clave: 'equipos', grupo: 'Equipos' } as const;

/** Points are kept to three decimals, so sums of fractional points read as written. */
export const roundPoints = (n: number) => Math.round(n * 1000) / 1000;
