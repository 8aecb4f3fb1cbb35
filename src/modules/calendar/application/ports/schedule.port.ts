import type { Sessions } from '../../../../contracts/calendar.js';

/** A championship race as the feeds read it. */
export interface CalendarRace extends Sessions {
  id: string;
  campeonatoId: string;
  nombreCampeonato: string;
  circuito: string;
  /** The race day as midnight UTC. */
  fechaInicio: string;
  /** 'HH:MM' in Mexico City, or null for 00:00 there. */
  horaInicio: string | null;
  estado: string;
  updatedAt: string;
}

/**
 * Port filled by the composition root (championships' RaceSchedule): races of whole championships,
 * or a championship's later races with how many of its races come before them, so each can be
 * numbered within its own.
 */
export interface RaceSource {
  /**
   * The races that may not have ended by `now` (a bounded read: never the races of past seasons), and
   * how many races of each of their championships come before the earliest of those given.
   */
  notEndedBy(now: Date): Promise<{ races: CalendarRace[]; earlier: ReadonlyMap<string, number> }>;
  /** Throws a not-found error for an unknown championship. */
  ofChampionship(id: string): Promise<CalendarRace[]>;
  /** The races of the championships the user is enrolled in. */
  ofDriver(userId: string): Promise<CalendarRace[]>;
}

/** A free one-off event as the feeds read it. */
export interface CalendarEvent extends Sessions {
  id: string;
  nombre: string;
  fechaInicio: string;
  horaInicio: string | null;
  updatedAt: string;
}

/** Port filled by the composition root (single events' EventSchedule). */
export interface EventSource {
  /** The events that may not have ended by `now` (a bounded read: never the events of past seasons). */
  notEndedBy(now: Date): Promise<CalendarEvent[]>;
  /** Throws a not-found error for an unknown event. */
  one(id: string): Promise<CalendarEvent>;
  /** The events the user signed up for. */
  ofDriver(userId: string): Promise<CalendarEvent[]>;
}
