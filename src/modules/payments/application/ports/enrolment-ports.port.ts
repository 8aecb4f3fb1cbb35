import type { Enrol, Unenrol } from '../../../championships/index.js';

/** Ports: championships' enrolment rule and its release, which fulfilment runs inside its own transaction. */
export interface EnrolmentPorts {
  enrol: Pick<Enrol, 'execute' | 'checkPlace' | 'lock'>;
  unenrol: Pick<Unenrol, 'execute'>;
}

/**
 * Port: a checkout's hold ended (expired, cancelled, failed), so its place may go to the first of
 * the championship's waiting list (docs/adr/0028). Filled by the composition root with championships' answer.
 */
export interface FreedPlaces {
  execute(campeonatoId: string): Promise<unknown>;
}

/**
 * Port: what a driver's own way in asks before any lock (championships' answer, CHAMPIONSHIPS.EntryRules):
 * a new edition's priority window (docs/adr/0033) and the licence and iRating gate (docs/adr/0037).
 * Refuses with a Spanish 409 naming the field.
 */
export interface EntryRules {
  assertMayEnter(campeonatoId: string, userId: string): Promise<void>;
}
