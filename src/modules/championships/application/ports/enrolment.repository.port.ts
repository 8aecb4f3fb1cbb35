import type { EntryOrigin } from '../../../../contracts/entries.views.js';
import type { Transaction } from '../../../../platform/transactions.js';

export type EnrolmentOrigin = EntryOrigin;

export interface Enrolment {
  id: string;
  campeonatoId: string;
  userId: string;
  origen: EnrolmentOrigin;
  createdAt: string;
}

/** Port: who is enrolled where. The count is always read from here, never kept as a counter. */
export interface EnrolmentRepository {
  countFor(campeonatoId: string, trx?: Transaction): Promise<number>;
  /** Enrolled user ids per championship, for the given championships. */
  participantsOf(campeonatoIds: string[], trx?: Transaction): Promise<Map<string, string[]>>;
  /** How many are enrolled in each of the given championships (none: absent). */
  countsOf(campeonatoIds: string[], trx?: Transaction): Promise<Map<string, number>>;
  /** The championship's enrolments, oldest first. */
  listFor(campeonatoId: string, trx?: Transaction): Promise<Enrolment[]>;
  find(campeonatoId: string, userId: string, trx?: Transaction): Promise<Enrolment | null>;
  exists(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean>;
  insert(enrolment: Enrolment, trx?: Transaction): Promise<void>;
  /** Removes one enrolment; answers whether there was one. */
  remove(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean>;
  championshipIdsOf(userId: string, trx?: Transaction): Promise<string[]>;
  /** Removes the user's enrolments in championships starting after `now`. */
  releaseUpcomingOf(userId: string, now: string, trx?: Transaction): Promise<void>;
}
