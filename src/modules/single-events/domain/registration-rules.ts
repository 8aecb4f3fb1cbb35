import { alreadyRegistered, eventFull, eventStarted, eventStartedLeave, notRegistered } from './single-event.errors.js';
import { hasPlaceLeft, hasStarted, type SingleEvent } from './single-event.entity.js';

/** DOMAIN-RULES §3: before the start, once, and while a place is free. */
export function assertMayRegister(event: SingleEvent, state: { now: Date; participants: number; registered: boolean }): void {
  if (hasStarted(event, state.now)) throw eventStarted();
  if (state.registered) throw alreadyRegistered();
  if (!hasPlaceLeft(event, state.participants)) throw eventFull();
}

/** Leaving is allowed until the start, for a driver who is signed up. */
export function assertMayLeave(event: SingleEvent, state: { now: Date; registered: boolean }): void {
  if (hasStarted(event, state.now)) throw eventStartedLeave();
  if (!state.registered) throw notRegistered();
}
