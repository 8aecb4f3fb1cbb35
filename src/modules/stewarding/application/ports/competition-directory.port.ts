/** A championship as stewarding needs it. */
export interface CompetitionChampionship {
  id: string;
  nombreCampeonato: string;
  plazoReportesHoras: number;
}

/** A race as stewarding needs it. */
export interface CompetitionRace {
  id: string;
  campeonatoId: string;
  circuito: string;
  fechaInicio: string;
  /** Start instant, ISO. */
  inicio: string;
}

/** Port: championships, races and enrolment; the composition root fills it with championships' CompetitionLookup. */
export interface CompetitionDirectory {
  championships(ids: readonly string[]): Promise<CompetitionChampionship[]>;
  races(ids: readonly string[]): Promise<CompetitionRace[]>;
  /** A championship's races in start order. */
  racesOf(campeonatoId: string): Promise<CompetitionRace[]>;
  isEnrolled(campeonatoId: string, userId: string): Promise<boolean>;
  enrolledUserIds(campeonatoId: string): Promise<string[]>;
}
