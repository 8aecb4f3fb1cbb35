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

/** A championship the report form may offer: what orders it, and its name. */
export interface OfferedChampionship {
  id: string;
  nombreCampeonato: string;
  fechaInicio: string;
}

/** Where a page of offered championships ends: the last one's start, name and id. */
export interface OfferedPlace {
  fechaInicio: string;
  nombreCampeonato: string;
  id: string;
}

/** Port: championships, races and enrolment; the composition root fills it with championships' CompetitionLookup. */
export interface CompetitionDirectory {
  championships(ids: readonly string[]): Promise<CompetitionChampionship[]>;
  races(ids: readonly string[]): Promise<CompetitionRace[]>;
  /** A championship's races in start order. */
  racesOf(campeonatoId: string): Promise<CompetitionRace[]>;
  /**
   * A page of the championships this driver is enrolled in (`null`: every championship), at most
   * `limit`, the latest start first, then by name and id, both descending; those after `after` only.
   */
  enteredChampionships(userId: string | null, page: { after?: OfferedPlace; limit: number }): Promise<OfferedChampionship[]>;
  /** These championships' races, each championship's in the calendar's order. */
  racesOfEach(campeonatoIds: readonly string[]): Promise<CompetitionRace[]>;
  isEnrolled(campeonatoId: string, userId: string): Promise<boolean>;
  enrolledUserIds(campeonatoId: string): Promise<string[]>;
}
