/** Port: reads a championship by id, throwing the championships module's 404 when there is none. */
export interface ChampionshipCatalog {
  execute(id: string): Promise<{ id: string }>;
}
