/** One round's scored sessions and their events, as the championship's scoring configuration says. */
export interface ScoredRound {
  ronda: number;
  sesiones: Array<{ sesion: number; eventos: Array<{ nombre: string; sesionIracing: 'qualifying' | 'race'; tipo: string }> }>;
}

/**
 * Port: the scored sessions and events of a championship race (null when the race is not the
 * championship's); the composition root fills it with standings' RoundOutlines.
 */
export interface ScoredEventDirectory {
  outline(campeonatoId: string, carreraId: string): Promise<ScoredRound | null>;
  /**
   * Refuses (409, naming the closure) a penalty in a championship whose season is closed: its final
   * table does not move (the seasons module's answer, docs/adr/0033). Stand-ins without it refuse nothing.
   */
  assertOpen?(campeonatoId: string): Promise<void>;
}
