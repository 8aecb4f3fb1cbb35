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

/** Free events for calendars (SINGLE_EVENTS.EventSchedule): all, one, or those a driver signed up for. */
export class EventSchedule {
  constructor(private readonly deps: { events: SingleEventRepository }) {}

  async all(): Promise<ScheduledEvent[]> {
    return (await this.deps.events.list()).map(scheduled);
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
