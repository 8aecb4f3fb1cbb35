import type { NewChampionship, NewSingleEvent } from './news.port.js';

/**
 * What notifications reads from the modules that own the facts, each port filled by the composition
 * root with what its owner offers (docs/adr/0023). Every read is by time or by a batch of ids: one
 * query per question, never one per row.
 */

/** A race as announcements and reminders name it. */
export interface RaceName {
  id: string;
  circuito: string;
  campeonatoId: string;
  nombreCampeonato: string;
}

/** A race still to be run, with the drivers enrolled in its championship. */
export interface UpcomingRace extends RaceName {
  fechaInicio: string;
  horaInicio: string | null;
  entrantIds: string[];
}

/** A free event of the coming days, with the drivers signed up for it. */
export interface UpcomingEvent {
  id: string;
  nombre: string;
  fechaInicio: string;
  horaInicio: string | null;
  participantIds: string[];
}

/** Port filled by the composition root: championships and races (the championships module's digest). */
export interface ChampionshipSource {
  createdSince(since: string): Promise<NewChampionship[]>;
  summaries(ids: readonly string[]): Promise<Array<{ id: string; nombreCampeonato: string }>>;
  raceLabels(raceIds: readonly string[]): Promise<RaceName[]>;
  /** Races not cancelled or finished whose day is in [fromDay, toDay]. */
  openRacesBetween(fromDay: string, toDay: string): Promise<UpcomingRace[]>;
}

/** Port filled by the composition root: the drivers suspended from a championship's races (STEWARDING.Suspensions); they get no reminder. */
export interface RaceSuspensions {
  suspendedIn(campeonatoId: string): Promise<Array<{ carreraId: string; userId: string }>>;
}

/** Port filled by the composition root: free events (the single events module's digest). */
export interface SingleEventSource {
  createdSince(since: string): Promise<NewSingleEvent[]>;
  /** Events whose day is in [fromDay, toDay]. */
  between(fromDay: string, toDay: string): Promise<UpcomingEvent[]>;
}

/** An imported event whose results are public, linked to a championship race or not. */
export interface PublishedEvent {
  id: string;
  subsessionId: string;
  sessionName: string;
  trackName: string;
  trackConfig: string | null;
  startTime: string;
  publishedAt: string;
  carreraId: string | null;
}

/** One driver's finish in an event's main race (his team's place in a team event). */
export interface RaceFinish {
  eventId: string;
  custId: number;
  posicion: number;
  de: number;
  /** His class when the race had more than one; null otherwise. */
  clase: string | null;
  posicionClase: number;
  deClase: number;
}

/** Port filled by the composition root: results made public (the results module's answer). */
export interface ResultSource {
  /** Events imported since `since` whose publication instant has passed by `now`; with `changedSince`, only those imported or published since then. */
  publishedSince(since: string, now: string, changedSince?: string): Promise<PublishedEvent[]>;
  /** Every driver's finish in the main race of these events, in one batch. */
  finishes(eventIds: readonly string[]): Promise<RaceFinish[]>;
}

/** Port filled by the composition root (identity's accounts by iRacing id): the live site account holding each iRacing customer id; ids no account holds are left out. */
export interface DriverAccounts {
  userIdsByIracingId(custIds: readonly number[]): Promise<Map<number, string>>;
}

/** A stewards' decision with the ids of what its report is about. */
export interface DecisionFacts {
  reportId: string;
  numeroReporte: number;
  aprobado: boolean;
  explicacion: string;
  decididoAt: string;
  campeonatoId: string | null;
  carreraId: string | null;
  reporterId: string | null;
  reportedId: string | null;
  penalty: { tipo: string; segundos: number | null; posiciones: number | null; puntos: number | null; puntosLicencia: number } | null;
}

/** Port filled by the composition root: stewards' decisions (the stewarding module's answer). */
export interface DecisionSource {
  decidedSince(since: string): Promise<DecisionFacts[]>;
}

/** A driver as a reminder greets them and an announcement names them. */
export interface DriverContact {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
  /** The account was deleted: it is named, never written to. */
  deleted: boolean;
  /** Its owner cancelled it and its data is blocked: never named. */
  blocked?: boolean;
}

/** Port filled by the composition root (privacy's choices): who among these drivers allowed being named on Discord. */
export interface DiscordMentions {
  allowedAmong(userIds: readonly string[]): Promise<Set<string>>;
}

/** Port filled by the composition root: drivers by id (identity's driver cards); unknown ids left out. */
export interface DriverContacts {
  describe(ids: readonly string[]): Promise<DriverContact[]>;
}
