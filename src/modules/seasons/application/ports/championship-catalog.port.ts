/**
 * Port filled by the composition root: the championships the series name (championships' Digest).
 * Ids that name nothing are left out.
 */
export interface ChampionshipCatalog {
  /** Inside the caller's transaction when given one. */
  summaries(ids: readonly string[], trx?: unknown): Promise<Array<{ id: string; nombreCampeonato: string; categoria: string }>>;
}
