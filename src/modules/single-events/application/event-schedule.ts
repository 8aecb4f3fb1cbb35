import { MAX_DURATION_MINUTES } from '../../../contracts/single-events.contract.js';
import { mexicoCityDay } from '../../../contracts/formats.js';
import { eventNotFound } from '../domain/single-event.errors.js';
import type { SingleEvent } from '../domain/single-event.entity.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';

/** An event as a calendar needs it: its name, day and time, sessions and when it last changed. */
export type ScheduledEvent = Pick<
  SingleEvent,
  'id' | 'nombre' | 'fechaInicio' | 'horaInicio' | 'hasPractice' | 'practiceDuration' | 'hasQualy' | 'qualyDuration' | 'hasRace' | 'raceDuration' | 'updatedAt'
>;

const scheduled = (e: SingleEvent): ScheduledEvent => ({
  id: e.id,
  nombre: e.nombre,
  fechaInicio: e.fechaInicio,
  horaInicio: e.horaInicio,
  hasPractice: e.hasPractice,
  practiceDuration: e.practiceDuration,
  hasQualy: e.hasQualy,
  qualyDuration: e.qualyDuration,
  hasRace: e.hasRace,
  raceDuration: e.raceDuration,
  updatedAt: e.updatedAt,
});

/**
 * The days before today an event can still be under way: its three sessions at their longest, from the
 * last minute of its day, end at most this many days later.
 */
const LONGEST_EVENT_DAYS = Math.ceil((3 * MAX_DURATION_MINUTES) / 1440) + 1;

/** Free events for calendars (SINGLE_EVENTS.EventSchedule): those that may not have ended, one, or those a driver signed up for. */
export class EventSchedule {
  constructor(private readonly deps: { events: SingleEventRepository }) {}

  /**
   * The events that may not have ended by `now`: those of the days from LONGEST_EVENT_DAYS before
   * Mexico City's today on, so the public feed never reads the events of past seasons.
   */
  async notEndedBy(now: Date): Promise<ScheduledEvent[]> {
    const [year, month, day] = mexicoCityDay(now).split('-').map(Number) as [number, number, number];
    const since = new Date(Date.UTC(year, month - 1, day - LONGEST_EVENT_DAYS)).toISOString();
    return (await this.deps.events.from(since)).map(scheduled);
  }

  /** One event; 404 'No se pudo encontrar el evento solicitado' when there is none. */
  async one(id: string): Promise<ScheduledEvent> {
    const event = await this.deps.events.findById(id);
    if (!event) throw eventNotFound();
    return scheduled(event);
  }

  async ofDriver(userId: string): Promise<ScheduledEvent[]> {
    return (await this.deps.events.eventsOf(userId)).map(scheduled);
  }
}
