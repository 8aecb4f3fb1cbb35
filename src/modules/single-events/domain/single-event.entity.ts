import { mexicoCityInstant } from '../../../contracts/formats.js';

/** A free one-off event (evento único). Field names are the specification's. */
export interface SingleEvent {
  id: string;
  nombre: string;
  imagenPortada: string | null;
  /** The calendar day, as midnight UTC of that day. */
  fechaInicio: string;
  /** 'HH:MM' in America/Mexico_City; none means 00:00 there. */
  horaInicio: string | null;
  /** None means no limit ('Sin límite'). */
  participantesMaximos: number | null;
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
  createdAt: string;
  updatedAt: string;
}

/**
 * The instant the event starts: its calendar day at `horaInicio` (00:00 without one) on Mexico City's
 * clock, whatever that zone's offset is on that day.
 */
export function startInstant(event: Pick<SingleEvent, 'fechaInicio' | 'horaInicio'>): Date {
  return mexicoCityInstant(event.fechaInicio, event.horaInicio);
}

export function hasStarted(event: Pick<SingleEvent, 'fechaInicio' | 'horaInicio'>, now: Date): boolean {
  return now.getTime() >= startInstant(event).getTime();
}

/** Whether one more driver fits. */
export function hasPlaceLeft(event: Pick<SingleEvent, 'participantesMaximos'>, participants: number): boolean {
  return event.participantesMaximos === null || participants < event.participantesMaximos;
}
