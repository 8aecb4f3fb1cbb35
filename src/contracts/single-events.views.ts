/** What the eventos únicos calls answer (GET /api/eventos-unicos and /{id}, the writes): declared once for the API and the page. */
import type { MessageAnswer } from './api.views.js';
import type { DriverView } from './identity.views.js';

/** A signed-up driver as the event page shows them (spec 1 §3, Participant). */
export type ParticipantView = DriverView;

/** A driver waiting for a place in a full event, in order; `ofertaVenceEn` while a place is offered to him (UTC). */
export interface EventWaitingView extends ParticipantView {
  posicion: number;
  ofertaVenceEn: string | null;
}

/** An event: its fields, its participants and the derived start. */
export interface SingleEventView {
  id: string;
  _id: string;
  nombre: string;
  imagenPortada: string | null;
  /** The calendar day, as midnight UTC of that day. */
  fechaInicio: string;
  /** 'HH:MM' in America/Mexico_City; none means 00:00 there. */
  horaInicio: string | null;
  /** None means no limit ('Sin límite'). */
  participantesMaximos: number | null;
  participantesRegistrados: number;
  participantes: ParticipantView[];
  /** The waiting list of a full event, names and order only. */
  listaEspera: EventWaitingView[];
  hasPractice: boolean;
  practiceDuration: number;
  hasQualy: boolean;
  qualyDuration: number;
  hasRace: boolean;
  raceDuration: number;
  /** The incident limit; none means not specified. */
  incidents: number | null;
  detalles: string;
  reglas: string;
  /** The start instant (UTC ISO): the day at horaInicio in Mexico City. */
  inicio: string;
  /** One-off events are always free. */
  gratis: true;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /api/eventos-unicos?vigentes=1: the events still to come (today's included, by Mexico City's
 * day), by start, and how many events already run wait behind them (docs/adr/0066).
 */
export interface CurrentEventsAnswer {
  data: SingleEventView[];
  anteriores: number;
}

/** GET /api/eventos-unicos?anteriores=1&desde=&limite=: a page of the events already run, the latest first. */
export interface PastEventsAnswer {
  data: SingleEventView[];
  /** The `desde` of the next page (opaque); null after the last. */
  siguiente: string | null;
}

/** One event whose waiting list the driver is in, for his profile. */
export interface MyEventWaitlistView {
  eventoId: string;
  nombre: string;
  /** The event's start (UTC). */
  inicio: string;
  posicion: number;
  total: number;
  /** UTC instant an open offer ends (screens show it in Mexico City time), or null. */
  ofertaVenceEn: string | null;
}

/** GET /api/eventos-unicos/mis-listas-espera. */
export interface MyEventWaitlistsAnswer {
  success: true;
  data: MyEventWaitlistView[];
}

/** The writes on one event (create, update, sign-up, leave). */
export interface EventAnswer extends MessageAnswer {
  data: SingleEventView;
}
