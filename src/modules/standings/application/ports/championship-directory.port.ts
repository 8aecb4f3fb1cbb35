/** A championship as standings needs it. */
export interface StandingsChampionship {
  id: string;
  nombreCampeonato: string;
}

/** Port: which championships exist; the composition root fills it with championships' CompetitionLookup. */
export interface ChampionshipDirectory {
  /** In the caller's transaction when given one. */
  championships(ids: readonly string[], trx?: unknown): Promise<StandingsChampionship[]>;
}
