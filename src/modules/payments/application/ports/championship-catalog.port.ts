/** A championship as payments need it. */
export interface ChampionshipSummary {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  precioCentavos: number;
}

/** Port: reads championships; answered by the championships module. */
export interface ChampionshipCatalog {
  find(id: string): Promise<ChampionshipSummary | null>;
}
