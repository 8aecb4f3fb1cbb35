/**
 * Single events (eventos únicos): free one-off events, their sign-ups and their administration.
 * The only file other modules, the HTTP assembly and the CLI import.
 */
export type { SingleEvent } from './domain/single-event.entity.js';
/** The start instant of an event: its day at horaInicio in America/Mexico_City. */
export { startInstant } from './domain/single-event.entity.js';
export type { SingleEventView } from './application/single-event-view.js';
export type { Participant, ParticipantDirectory } from './application/ports/participant-directory.port.js';
export type { EventSchedule, ScheduledEvent } from './application/event-schedule.js';
/** `SINGLE_EVENTS.Digest`: events by creation and by day with their participants, for notifications. */
export type { CreatedEvent, EventDigest, EventWithParticipants } from './application/event-digest.js';
export { singleEventsRoutes } from './adapters/http/single-events.routes.js';
export { singleEventsModule } from './single-events.container.js';
/** Single events' public tokens; its repository stays private (single-events.private-tokens.ts). */
export { SINGLE_EVENTS } from './single-events.tokens.js';
