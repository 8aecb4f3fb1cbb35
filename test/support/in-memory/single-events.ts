import type { EventWaitlistRepository } from '../../../src/modules/single-events/application/ports/event-waitlist.repository.port.js';
import type { MailDirectory } from '../../../src/modules/single-events/application/ports/mail-directory.port.js';
import type { Participant, ParticipantDirectory } from '../../../src/modules/single-events/application/ports/participant-directory.port.js';
import type { PastEventPlace, SingleEventRepository } from '../../../src/modules/single-events/application/ports/single-event.repository.port.js';
import type { EventWaitlistEntry } from '../../../src/modules/single-events/domain/event-waitlist.js';
import type { SingleEvent } from '../../../src/modules/single-events/domain/single-event.entity.js';
import { alreadyQueuedForEvent } from '../../../src/modules/single-events/domain/single-event.errors.js';
import { MemoryTable, type Snapshottable } from './transactions.js';

const unused = (name: string) => () => {
  throw new Error(`${name}: sin uso en las pruebas en memoria`);
};

const byStart = (events: SingleEvent[]) => events.sort((a, b) => a.fechaInicio.localeCompare(b.fechaInicio) || (a.horaInicio ?? '').localeCompare(b.horaInicio ?? ''));

/** Free events and their sign-ups in memory; the lock is the in-memory transaction itself. */
export class MemorySingleEvents extends MemoryTable<SingleEvent> implements SingleEventRepository, Snapshottable {
  signUps: Array<{ eventId: string; userId: string; createdAt: string }> = [];

  override snapshot(): () => void {
    const rows = super.snapshot();
    const copy = this.signUps.map((s) => ({ ...s }));
    return () => {
      rows();
      this.signUps = copy;
    };
  }
  /** By start, as the page lists them. */
  async list(): Promise<SingleEvent[]> {
    return byStart(this.all());
  }
  async from(day: string): Promise<SingleEvent[]> {
    return byStart(this.all().filter((e) => e.fechaInicio >= day));
  }
  async countBefore(day: string): Promise<number> {
    return this.all().filter((e) => e.fechaInicio < day).length;
  }
  /** The latest first: day, start time ('' for none), id, all descending. */
  async pastPage(day: string, page: { after?: PastEventPlace; limit: number }): Promise<SingleEvent[]> {
    const key = (e: Pick<SingleEvent, 'fechaInicio' | 'id'> & { horaInicio: string | null }) => [e.fechaInicio, e.horaInicio ?? '', e.id] as const;
    const before = (a: readonly string[], b: readonly string[]) => a[0]! < b[0]! || (a[0] === b[0] && (a[1]! < b[1]! || (a[1] === b[1] && a[2]! < b[2]!)));
    const after = page.after;
    return this.all()
      .filter((e) => e.fechaInicio < day && (!after || before(key(e), [after.fechaInicio, after.horaInicio, after.id])))
      .sort((a, b) => (before(key(a), key(b)) ? 1 : before(key(b), key(a)) ? -1 : 0))
      .slice(0, page.limit)
      .map((e) => structuredClone(e));
  }
  insert = async (event: SingleEvent) => void this.rows.set(event.id, structuredClone(event));
  async update(id: string, changes: Partial<SingleEvent>): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ...structuredClone(changes) });
  }
  /** The event and its sign-ups. */
  async delete(id: string): Promise<boolean> {
    this.signUps = this.signUps.filter((s) => s.eventId !== id);
    return this.rows.delete(id);
  }
  eventsOf = unused('eventsOf');
  async findById(id: string): Promise<SingleEvent | null> {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }
  lockById(id: string): Promise<SingleEvent | null> {
    return this.findById(id);
  }
  async participantIds(eventIds: string[]): Promise<Map<string, string[]>> {
    return new Map(eventIds.map((id) => [id, this.signUps.filter((s) => s.eventId === id).map((s) => s.userId)]));
  }
  async countParticipants(eventId: string): Promise<number> {
    return this.signUps.filter((s) => s.eventId === eventId).length;
  }
  async isParticipant(eventId: string, userId: string): Promise<boolean> {
    return this.signUps.some((s) => s.eventId === eventId && s.userId === userId);
  }
  async addParticipant(entry: { eventId: string; userId: string; createdAt: string }): Promise<void> {
    if (await this.isParticipant(entry.eventId, entry.userId)) throw new Error('inscripción duplicada');
    this.signUps.push({ ...entry });
  }
  async removeParticipant(eventId: string, userId: string): Promise<boolean> {
    const before = this.signUps.length;
    this.signUps = this.signUps.filter((s) => !(s.eventId === eventId && s.userId === userId));
    return this.signUps.length < before;
  }
}

/** Free events' waiting lists in memory. */
export class MemoryEventWaitlist extends MemoryTable<EventWaitlistEntry> implements EventWaitlistRepository {
  async listFor(eventIds: readonly string[]): Promise<Map<string, EventWaitlistEntry[]>> {
    const sorted = this.all().sort((a, b) => a.orden - b.orden || a.createdAt.localeCompare(b.createdAt));
    return new Map(eventIds.flatMap((id) => (sorted.some((e) => e.eventId === id) ? [[id, sorted.filter((e) => e.eventId === id)] as const] : [])));
  }
  async insert(entry: EventWaitlistEntry): Promise<void> {
    if (this.all().some((e) => e.eventId === entry.eventId && e.userId === entry.userId)) throw alreadyQueuedForEvent();
    this.rows.set(entry.id, { ...entry });
  }
  async remove(eventId: string, userId: string): Promise<boolean> {
    const found = this.all().find((e) => e.eventId === eventId && e.userId === userId);
    if (found) this.rows.delete(found.id);
    return found !== undefined;
  }
  async setOffer(id: string, offer: { ofertaCreadaEn: string; ofertaVenceEn: string }): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ...offer });
  }
  async ofUser(userId: string): Promise<EventWaitlistEntry[]> {
    return this.all().filter((e) => e.userId === userId);
  }
  async nextOrder(eventId: string): Promise<number> {
    return Math.max(0, ...this.all().filter((e) => e.eventId === eventId).map((e) => e.orden)) + 1;
  }
  async eventsWithQueue(): Promise<string[]> {
    return [...new Set(this.all().map((e) => e.eventId))].sort();
  }
}

/** Drivers by id, as the event page and the offers' mails read them. */
export class MemoryDrivers implements ParticipantDirectory, MailDirectory {
  constructor(readonly people: Array<{ id: string; nombre: string; email: string }>) {}
  async describe(ids: readonly string[]): Promise<Array<Participant & { email: string; deleted: boolean }>> {
    return ids.flatMap((id) => {
      const p = this.people.find((x) => x.id === id);
      return p ? [{ id: p.id, _id: p.id, username: null, nombre: p.nombre, apellido: 'Prueba', avatarUrl: null, email: p.email, deleted: false }] : [];
    });
  }
}

/** A free event for 2 drivers, starting 2026-04-10 20:00 in Mexico City. */
export function anEvent(fields: Partial<SingleEvent> = {}): SingleEvent {
  return {
    id: 'evento-1',
    nombre: 'Noche de Monza',
    imagenPortada: null,
    fechaInicio: '2026-04-10T00:00:00.000Z',
    horaInicio: '20:00',
    participantesMaximos: 2,
    hasPractice: true,
    practiceDuration: 10,
    hasQualy: true,
    qualyDuration: 10,
    hasRace: true,
    raceDuration: 30,
    incidents: null,
    detalles: '',
    reglas: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
