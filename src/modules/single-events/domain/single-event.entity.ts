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

export const EVENT_TIME_ZONE = 'America/Mexico_City';

/**
 * The instant the event starts: its calendar day at `horaInicio` (00:00 without one) on Mexico City's
 * clock, whatever that zone's offset is on that day.
 */
export function startInstant(event: Pick<SingleEvent, 'fechaInicio' | 'horaInicio'>): Date {
  const day = new Date(event.fechaInicio);
  const [hours, minutes] = (event.horaInicio ?? '00:00').split(':').map(Number);
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes);
  // The zone's offset at the guess, then once more at the corrected instant (a change of offset between them).
  let instant = wall - offsetMs(wall);
  instant = wall - offsetMs(instant);
  return new Date(instant);
}

const zoneFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Mexico City's wall clock is ahead of UTC at `instant` (negative: behind). */
function offsetMs(instant: number): number {
  const parts = Object.fromEntries(zoneFormat.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export function hasStarted(event: Pick<SingleEvent, 'fechaInicio' | 'horaInicio'>, now: Date): boolean {
  return now.getTime() >= startInstant(event).getTime();
}

/** Whether one more driver fits. */
export function hasPlaceLeft(event: Pick<SingleEvent, 'participantesMaximos'>, participants: number): boolean {
  return event.participantesMaximos === null || participants < event.participantesMaximos;
}
