import type { StandingsAnswer } from '../../../../contracts/standings.views.js';

/** Port filled by the composition root: championships' protest windows and races (championships' CompetitionLookup). */
export interface SeasonCompetitions {
  championships(ids: readonly string[]): Promise<Array<{ id: string; nombreCampeonato: string; plazoReportesHoras: number }>>;
  races(ids: readonly string[]): Promise<Array<{ id: string; campeonatoId: string }>>;
  /** A championship's races in start order, each with its start instant (ISO). */
  racesOf(campeonatoId: string): Promise<Array<{ id: string; circuito: string; inicio: string }>>;
}

/** Port filled by the composition root: the results of races and whether the public sees them (RESULTS.ScoredSessionResults). */
export interface SeasonResults {
  forRaces(carreraIds: readonly string[]): Promise<Array<{ carreraId: string; published: boolean }>>;
}

/** Port filled by the composition root: a championship's standings as the public reads them now, every event's points included (STANDINGS.GetStandings). */
export interface LiveStandings {
  current(campeonatoId: string): Promise<StandingsAnswer>;
}

/** Port filled by the composition root: who an account is (identity's Accounts), for the closures' log. */
export interface SeasonPeople {
  find(id: string): Promise<{ id: string; nombre: string; apellido: string } | null>;
}

/** Port filled by the composition root: drivers' photos and whether their account is live (identity's DriverCards). Unknown ids left out. */
export interface SeasonDriverCards {
  /** With the name as public pages show it (identity's public-name rule). */
  describe(ids: readonly string[]): Promise<Array<{ id: string; avatarUrl: string | null; deleted: boolean; nombre?: string; apellido?: string }>>;
}
