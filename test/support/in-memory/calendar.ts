import type { AccountDirectory } from '../../../src/modules/calendar/application/ports/account-directory.port.js';
import type { FeedToken, FeedTokenRepository } from '../../../src/modules/calendar/application/ports/feed-token.repository.port.js';
import type { CalendarEvent, CalendarRace, EventSource, RaceSource } from '../../../src/modules/calendar/application/ports/schedule.port.js';
import { NotFoundError } from '../../../src/platform/errors.js';

/** Personal feed tokens in memory, one per account. */
export class MemoryFeedTokens implements FeedTokenRepository {
  readonly byUser = new Map<string, FeedToken>();
  async findByToken(token: string): Promise<FeedToken | null> {
    return [...this.byUser.values()].find((t) => t.token === token) ?? null;
  }
  async findByUser(userId: string): Promise<FeedToken | null> {
    return this.byUser.get(userId) ?? null;
  }
  async createIfMissing(token: FeedToken): Promise<FeedToken> {
    if (!this.byUser.has(token.userId)) this.byUser.set(token.userId, { ...token });
    return this.byUser.get(token.userId)!;
  }
  async replace(token: FeedToken): Promise<void> {
    this.byUser.set(token.userId, { ...token });
  }
}

const SESSIONS = { hasPractice: false, practiceDuration: 0, hasQualy: false, qualyDuration: 0, hasRace: true, raceDuration: 60 };

/** A race of 'Copa Volcán' at Monza, 20:00 in Mexico City. */
export const aRace = (fields: Partial<CalendarRace> = {}): CalendarRace => ({
  id: 'r1',
  campeonatoId: 'copa',
  nombreCampeonato: 'Copa Volcán',
  circuito: 'Monza',
  fechaInicio: '2026-04-10T00:00:00.000Z',
  horaInicio: '20:00',
  estado: 'programada',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...SESSIONS,
  ...fields,
});

/** A free event at 21:00 in Mexico City. */
export const aCalendarEvent = (fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'e1',
  nombre: 'Noche de Spa',
  fechaInicio: '2026-04-12T00:00:00.000Z',
  horaInicio: '21:00',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...SESSIONS,
  ...fields,
});

/** What championships, single events and identity answer the calendar, from plain lists. */
export class MemorySchedule implements AccountDirectory {
  races: CalendarRace[] = [];
  events: CalendarEvent[] = [];
  /** Championship ids and event ids each user is in. */
  enrolled: Record<string, string[]> = {};
  liveAccounts = new Set<string>();
  /** The first day (YYYY-MM-DD) `notEndedBy` answers races of; those before it are only counted, as RaceSchedule does. */
  racesFrom = '';

  readonly raceSource: RaceSource = {
    notEndedBy: async () => {
      const earlier = new Map<string, number>();
      for (const r of this.races) if (r.fechaInicio.slice(0, 10) < this.racesFrom) earlier.set(r.campeonatoId, (earlier.get(r.campeonatoId) ?? 0) + 1);
      return { races: this.races.filter((r) => r.fechaInicio.slice(0, 10) >= this.racesFrom), earlier };
    },
    ofChampionship: async (id) => {
      const races = this.races.filter((r) => r.campeonatoId === id);
      if (races.length === 0) throw new NotFoundError('Campeonato no encontrado', 'CHAMPIONSHIP_NOT_FOUND');
      return races;
    },
    ofDriver: async (userId) => this.races.filter((r) => (this.enrolled[userId] ?? []).includes(r.campeonatoId)),
  };
  readonly eventSource: EventSource = {
    notEndedBy: async () => this.events,
    one: async (id) => {
      const found = this.events.find((e) => e.id === id);
      if (!found) throw new NotFoundError('No se pudo encontrar el evento solicitado', 'EVENT_NOT_FOUND');
      return found;
    },
    ofDriver: async (userId) => this.events.filter((e) => (this.enrolled[userId] ?? []).includes(e.id)),
  };
  async find(id: string): Promise<{ id: string } | null> {
    return this.liveAccounts.has(id) ? { id } : null;
  }
}
