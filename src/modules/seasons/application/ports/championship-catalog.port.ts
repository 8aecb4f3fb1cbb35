/**
 * Port filled by the composition root: the championships the series name (championships' Digest).
 * Ids that name nothing are left out.
 */
export interface ChampionshipCatalog {
  summaries(ids: readonly string[]): Promise<Array<{ id: string; nombreCampeonato: string; categoria: string }>>;
}
