import { startInstant, type SingleEvent } from '../domain/single-event.entity.js';
import type { Participant } from './ports/participant-directory.port.js';

/** What the API answers for an event: its fields, its participants and the derived start. */
export interface SingleEventView extends SingleEvent {
  _id: string;
  participantes: Participant[];
  participantesRegistrados: number;
  /** The start instant (UTC ISO): the day at horaInicio in Mexico City. */
  inicio: string;
  /** One-off events are always free. */
  gratis: true;
}

export function toEventView(event: SingleEvent, participants: Participant[]): SingleEventView {
  return {
    ...event,
    _id: event.id,
    inicio: startInstant(event).toISOString(),
    participantes: participants,
    participantesRegistrados: participants.length,
    gratis: true,
  };
}
