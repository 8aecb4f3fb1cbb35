/** A championship as another module names it: a payment's line, an announcement's title. */
export interface ChampionshipSummary {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  precioCentavos: number;
}

/** A championship as its announcement tells it, with its enrolment's facts. */
export interface CreatedChampionship extends ChampionshipSummary {
  detallesCampeonato: string;
  fechaInicio: string;
  fechaFin: string;
  participantesMaximos: number;
}

/** A race as another module names it: its circuit and its championship's name. */
export interface RaceLabel {
  id: string;
  circuito: string;
  campeonatoId: string;
  nombreCampeonato: string;
}

/** A race still to be run (not cancelled or finished), with the drivers enrolled in its championship. */
export interface OpenRace extends RaceLabel {
  /** The race's calendar day, as stored (YYYY-MM-DD…). */
  fechaInicio: string;
  horaInicio: string | null;
  entrantIds: string[];
}

/**
 * Offered to other modules (CHAMPIONSHIPS.Digest): championships and races read by ids or by time,
 * each one query over this module's own tables however many are asked (payments' names,
 * notifications' announcements and reminders). Ids that name nothing are left out.
 */
export interface ChampionshipDigest {
  /** Inside the caller's transaction when given one (a payment's confirmation is written in one). */
  summaries(ids: readonly string[], trx?: unknown): Promise<ChampionshipSummary[]>;
  /**
   * The first `count` of these championships by name (in the order of the names' code points, then by
   * id): the payment statistics' ties at their last place, named without reading every tied one's row.
   */
  firstByName(ids: readonly string[], count: number): Promise<ChampionshipSummary[]>;
  /** Championships created at or after the instant, oldest first. */
  createdSince(since: string): Promise<CreatedChampionship[]>;
  raceLabels(raceIds: readonly string[]): Promise<RaceLabel[]>;
  /** Races not cancelled or finished whose day is in [fromDay, toDay]. */
  openRacesBetween(fromDay: string, toDay: string): Promise<OpenRace[]>;
}
