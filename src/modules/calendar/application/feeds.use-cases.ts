import type { Clock } from '../../../platform/clock.js';
import { byStart, firstEnd, isUpcoming, type CalendarFeed } from '../domain/calendar-entry.js';
import { calendarNotFound } from '../domain/calendar.errors.js';
import { eventEntries, raceEntries, type Site } from './entries.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { FeedTokenRepository } from './ports/feed-token.repository.port.js';
import type { EventSource, RaceSource } from './ports/schedule.port.js';

type FeedDeps = { races: RaceSource; events: EventSource; site: Site; clock: Clock };

/** GET /api/calendario.ics: every championship race and free event still to come (or under way). */
export class PublicCalendar {
  constructor(private readonly deps: FeedDeps) {}

  async execute(): Promise<CalendarFeed> {
    const now = this.deps.clock.now();
    const [{ races, earlier }, events] = await Promise.all([this.deps.races.notEndedBy(now), this.deps.events.notEndedBy(now)]);
    const entries = [...raceEntries(races, this.deps.site, earlier), ...eventEntries(events, this.deps.site)].filter((e) => isUpcoming(e, now));
    return { name: 'Parrilla: próximas carreras y eventos', description: 'Carreras de campeonato y eventos únicos de la liga', entries: byStart(entries), changesAt: firstEnd(entries) };
  }
}

/** GET /api/campeonatos/{id}/calendario.ics: every race of one championship, past ones included. */
export class ChampionshipCalendar {
  constructor(private readonly deps: FeedDeps) {}

  async execute(campeonatoId: string): Promise<CalendarFeed> {
    const races = await this.deps.races.ofChampionship(campeonatoId);
    const entries = raceEntries(races, this.deps.site);
    const name = races[0]?.nombreCampeonato ?? 'Campeonato';
    return { name: `Parrilla: ${name}`, description: `Carreras del campeonato ${name}`, entries: byStart(entries), changesAt: null };
  }
}

/** GET /api/eventos-unicos/{id}/calendario.ics: one free event. */
export class EventCalendar {
  constructor(private readonly deps: FeedDeps) {}

  async execute(eventId: string): Promise<CalendarFeed> {
    const event = await this.deps.events.one(eventId);
    return { name: `Parrilla: ${event.nombre}`, description: 'Evento único de la liga', entries: eventEntries([event], this.deps.site), changesAt: null };
  }
}

/** A personal token as it travels: 32 random bytes in base64url. Anything else is no token. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /api/calendario/{token}.ics: the races of the championships the token's owner is enrolled in
 * and the free events they signed up for, past ones included. An unknown or replaced token, or one
 * whose account was deleted, is 404.
 */
export class DriverCalendar {
  constructor(private readonly deps: FeedDeps & { tokens: FeedTokenRepository; accounts: AccountDirectory }) {}

  async execute(token: string): Promise<CalendarFeed> {
    if (!FEED_TOKEN_PATTERN.test(token)) throw calendarNotFound();
    const owner = await this.deps.tokens.findByToken(token);
    if (!owner || !(await this.deps.accounts.find(owner.userId))) throw calendarNotFound();
    const [races, events] = await Promise.all([this.deps.races.ofDriver(owner.userId), this.deps.events.ofDriver(owner.userId)]);
    const entries = [...raceEntries(races, this.deps.site), ...eventEntries(events, this.deps.site)];
    return { name: 'Parrilla: mi calendario', description: 'Mis carreras de campeonato y eventos únicos', entries: byStart(entries), changesAt: null };
  }
}
