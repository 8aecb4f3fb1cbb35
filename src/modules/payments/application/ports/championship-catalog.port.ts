/** Port: reads a championship by id, throwing the championships module's 404 when there is none; with its price (pesos) and races' starts. */
export interface ChampionshipCatalog {
  execute(id: string): Promise<{ id: string; precio: number; carreras: Array<{ fechaInicio: string; horaInicio: string | null }> }>;
}
