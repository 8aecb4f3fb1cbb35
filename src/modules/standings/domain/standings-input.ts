/**
 * What a standings calculation reads (docs/adr/0014). The scoring rules have the shape of the
 * scoring configuration contract (src/contracts/standings-config.contract.ts), restated here because a
 * domain imports nothing outside itself; the contract's parsed value is assignable to it.
 */

export type IracingSession = 'qualifying' | 'race';
export type ScoredEventKind = 'posicion' | 'vueltaRapida' | 'vueltasLideradas' | 'posicionesGanadas';

export interface ScoredEventRules {
  nombre: string;
  sesionIracing: IracingSession;
  tipo: ScoredEventKind;
  /** Points of positions 1…N (`vueltasLideradas` and `posicionesGanadas` read the first only). */
  tabla: readonly number[];
  /** Share (0–1) of his group leader's laps a driver must complete to score. */
  vueltasMinimas: number;
}

export interface ScoringRules {
  tiposPuntuacion: ReadonlyArray<{ nombre: string; eventos: readonly ScoredEventRules[] }>;
  motivosSinPuntos: readonly string[];
  cerrarPosiciones: boolean;
  /** A moving penalty (places, time, disqualification) on a driver who scores nothing in the event moves nobody else. */
  sancionSinPuntosNoMueveAOtros: boolean;
  agrupacion: 'clases' | 'grupos';
  /** `sancionesSoloEnSuClase` (with `posicionesGenerales`): a penalty moves the driver among his car class's cars only. */
  grupos: ReadonlyArray<{ nombre: string; posicionesGenerales: boolean; sancionesSoloEnSuClase?: boolean }>;
  /** A group null: in no group (that round on, in a change): he scores nothing and takes nobody's place. */
  pilotos: ReadonlyArray<{ custId: number; nombre: string; grupo: string | null; cambios: ReadonlyArray<{ desdeRonda: number; grupo: string | null }> }>;
  grupoPorDefecto: string | null;
  /** Every driver of `pilotos` is listed in his group, at 0 until he scores. */
  mostrarPilotosSinResultados: boolean;
  rondasDescartadas: number;
  rondasNoDescartables: readonly number[];
  equipos: {
    /** Rosters: 1–4 drivers by customer id. */
    plantillas: ReadonlyArray<{ nombre: string; pilotos: readonly number[] }>;
    /** The lowest rounds a roster drops, its own count (protected rounds never). */
    descartes: number;
    /** The drivers' deductions come off their roster's total too. */
    incluirDeduccionesDePilotos: boolean;
    /** Each round, a roster of three or more scores without its lowest driver's points. */
    descartarPeorPiloto: boolean;
  };
  formato: { porDefecto: readonly string[]; rondas: ReadonlyArray<{ ronda: number; sesiones: readonly string[] }> };
}

/**
 * One row of an iRacing session as stored by the results module (its ResultEntry): a driver of a solo
 * event, or a team of a team event (custId null, teamId set, its drivers listed). Positions are 1-based.
 */
export interface ResultRow {
  custId: number | null;
  teamId: number | null;
  /** The driver's or the team's name in the export. */
  displayName: string;
  /** A team's drivers; empty on a driver's row. */
  drivers: ReadonlyArray<{ custId: number; displayName: string }>;
  carClassId: number;
  carClassName: string;
  /** Overall grid position; null when the export has none. */
  startingPosition: number | null;
  /** Overall finishing position as iRacing gives it. */
  finishPosition: number;
  lapsComplete: number;
  lapsLed: number;
  /** Milliseconds; null without a timed lap. */
  bestLapTime: number | null;
  /** Milliseconds behind the overall leader; 0 for the leader, null when lapped or unknown. */
  interval: number | null;
  /** iRacing's reason_out: 'Running', 'Disconnected' … */
  reasonOut: string;
}

/** One scored session of a round: its own iRacing event, of which the qualifying and race sessions are read. */
export interface SessionResults {
  /** 1…3: which of the round's scored sessions this is. */
  sesion: number;
  qualifying: readonly ResultRow[] | null;
  race: readonly ResultRow[] | null;
}

/** A round: one championship race, numbered by its place in the calendar (1 = the first race). */
export interface RoundResults {
  ronda: number;
  carreraId: string;
  sesiones: readonly SessionResults[];
}

/** The stewarding penalty types (stewarding's PenaltyType). */
export type PenaltyKind = 'tiempo' | 'posiciones' | 'puntos' | 'descalificacion' | 'advertencia';

/**
 * A penalty as the standings apply it: stewarding's LedgerPenalty with the driver named by iRacing
 * customer id and, optionally, the scored session and event it acts on (default: the round's main race).
 */
export interface StandingsPenalty {
  carreraId: string;
  custId: number;
  sesion: number | null;
  evento: string | null;
  tipo: PenaltyKind;
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  /** The driver's name where no result or configuration names him (his site account's). */
  nombre?: string | null;
}

export interface StandingsInput {
  rules: ScoringRules;
  /** Rounds with results, each number once; publication already applied by the caller. */
  rounds: readonly RoundResults[];
  /** In the order the stewards recorded them. */
  penalties: readonly StandingsPenalty[];
  /** Count rounds up to this number only; null or absent: every round given. */
  hastaRonda?: number | null;
}
