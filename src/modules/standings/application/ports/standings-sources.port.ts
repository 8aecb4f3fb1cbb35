import type { ScoredSessionResult } from '../../../results/index.js';

/** Port: a championship's races in calendar order (404 when it does not exist); filled by championships. */
export interface ChampionshipCalendar {
  racesOf(campeonatoId: string): Promise<Array<{ id: string }>>;
}

/** Port: the scored sessions of races, with their rows and publication; filled by RESULTS.ScoredSessionResults. */
export interface ScoredSessions {
  forRaces(carreraIds: readonly string[], options?: { publishedOnly?: boolean }): Promise<ScoredSessionResult[]>;
}

/** One penalty as standings read it from the stewarding ledger. */
export interface LedgerEntry {
  carreraId: string;
  /** The penalised driver's site account (his iRacing id is on it). */
  userId: string;
  tipo: 'tiempo' | 'posiciones' | 'puntos' | 'descalificacion' | 'advertencia';
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  /** The scored session and event it acts on; null: the round's main race. */
  sesion: number | null;
  evento: string | null;
}

/**
 * Port: a championship's penalties in the order the stewards recorded them (the instant, then the id),
 * across races and drivers; filled by STEWARDING.PenaltyLedger.
 */
export interface Penalties {
  penaltiesOf(campeonatoId: string): Promise<LedgerEntry[]>;
}

/**
 * Port: the drivers suspended from a race of the championship (licence points): a result of theirs in
 * that race counts as a disqualification of its main race; filled by STEWARDING.Suspensions.
 */
export interface SuspendedDrivers {
  suspendedIn(campeonatoId: string): Promise<Array<{ carreraId: string; userId: string }>>;
}

/** A site account holding an iRacing customer id. */
export interface IracingAccountFacts {
  iracingId: number;
  userId: string;
  nombre: string;
  apellido: string;
  username: string | null;
  /** False when the name is the public one ("Ana L.", 'Piloto retirado'), not his full name. */
  nombreCompleto?: boolean;
}

/** Port: accounts by iRacing customer id and by user id; filled by IDENTITY.PublicIracingAccounts (names by the public-name rule). */
export interface IracingAccounts {
  findByIracingIds(iracingIds: readonly number[]): Promise<IracingAccountFacts[]>;
  findByUserIds(userIds: readonly string[]): Promise<IracingAccountFacts[]>;
}

/** A championship's entered teams and car numbers, by site account (issue #30). */
export interface EnteredRoster {
  numeros: Array<{ userId: string; numero: number }>;
  equipos: Array<{ nombre: string; userIds: string[] }>;
}

/**
 * Port: the teams drivers entered with and their car numbers; filled by CHAMPIONSHIPS.EntryRosters.
 * Entered teams are the rosters when the scoring configuration lists none (docs/adr/0034).
 */
export interface EntryRosters {
  rosterOf(campeonatoId: string): Promise<EnteredRoster>;
}
