import type { Transaction } from '../../../../platform/transactions.js';
import type { SingleEvent } from '../../domain/single-event.entity.js';

/** Where a page of past events ends: its last event's day, start time ('' for none) and id. */
export interface PastEventPlace {
  fechaInicio: string;
  horaInicio: string;
  id: string;
}

/** Port: events and their sign-ups in the database. */
export interface SingleEventRepository {
  /** Every event, by start day then start time. */
  list(): Promise<SingleEvent[]>;
  /** The events of `day` (midnight UTC of a calendar day) and later, by start day then start time. */
  from(day: string): Promise<SingleEvent[]>;
  /** How many events are of a day before `day`. */
  countBefore(day: string): Promise<number>;
  /**
   * Events of a day before `day`, the latest first (day, then start time, none as the earliest, then id,
   * all descending), after `after` when given; at most `limit`.
   */
  pastPage(day: string, page: { after?: PastEventPlace; limit: number }): Promise<SingleEvent[]>;
  findById(id: string, trx?: Transaction): Promise<SingleEvent | null>;
  /**
   * Reads the event and holds it until `trx` ends, so sign-ups for one event queue one behind the other
   * and each counts the places the previous one left.
   */
  lockById(id: string, trx: Transaction): Promise<SingleEvent | null>;
  insert(event: SingleEvent, trx?: Transaction): Promise<void>;
  update(id: string, changes: Partial<SingleEvent>, trx?: Transaction): Promise<void>;
  delete(id: string, trx?: Transaction): Promise<boolean>;
  /** The user ids signed up for each event asked, in sign-up order (events with none are absent). */
  participantIds(eventIds: string[], trx?: Transaction): Promise<Map<string, string[]>>;
  countParticipants(eventId: string, trx?: Transaction): Promise<number>;
  isParticipant(eventId: string, userId: string, trx?: Transaction): Promise<boolean>;
  addParticipant(entry: { eventId: string; userId: string; createdAt: string }, trx?: Transaction): Promise<void>;
  removeParticipant(eventId: string, userId: string, trx?: Transaction): Promise<boolean>;
  /** The events the user is signed up for. */
  eventsOf(userId: string, trx?: Transaction): Promise<SingleEvent[]>;
}
