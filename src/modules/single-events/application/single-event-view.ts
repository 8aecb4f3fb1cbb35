import type { SingleEventView } from '../../../contracts/single-events.views.js';
import { startInstant, type SingleEvent } from '../domain/single-event.entity.js';
import type { Participant } from './ports/participant-directory.port.js';

export type { SingleEventView };


export function toEventView(event: SingleEvent, participants: Participant[], listaEspera: SingleEventView['listaEspera'] = []): SingleEventView {
  return {
    ...event,
    _id: event.id,
    inicio: startInstant(event).toISOString(),
    participantes: participants,
    participantesRegistrados: participants.length,
    listaEspera,
    gratis: true,
  };
}
