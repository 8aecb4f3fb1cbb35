import type { AnnouncedKeys, NewChampionship, NewSingleEvent } from '../../../src/modules/notifications/application/ports/news.port.js';
import type { CompetitionKind, ReminderFilters } from '../../../src/modules/notifications/application/ports/reminders.port.js';
import type {
  ChampionshipSource,
  DecisionFacts,
  DecisionSource,
  DriverContact,
  DriverContacts,
  PublishedEvent,
  RaceName,
  ResultSource,
  SingleEventSource,
  UpcomingEvent,
  UpcomingRace,
} from '../../../src/modules/notifications/application/ports/sources.port.js';

/** Counts each call, so a test can tell one batch from one call per row. */
export class Calls {
  readonly made: string[] = [];
  note(name: string): void {
    this.made.push(name);
  }
  count(name: string): number {
    return this.made.filter((m) => m === name).length;
  }
}

/** What the owners of the facts answer notifications, from plain lists (championships' and single events' answers by their own methods). */
export class MemorySources implements ResultSource, DecisionSource, DriverContacts {
  readonly calls = new Calls();
  championships: Array<NewChampionship & { createdAt: string }> = [];
  races: RaceName[] = [];
  upcomingRaces: UpcomingRace[] = [];
  events: Array<NewSingleEvent & { createdAt: string }> = [];
  upcomingEvents: UpcomingEvent[] = [];
  results: Array<PublishedEvent & { importedAt: string }> = [];
  decisionList: DecisionFacts[] = [];
  drivers: DriverContact[] = [];

  championshipSource(): ChampionshipSource {
    return {
      createdSince: async (since) => this.championships.filter((c) => c.createdAt >= since).map(({ createdAt: _c, ...c }) => c),
      summaries: async (ids) => (this.calls.note('summaries'), this.championships.filter((c) => ids.includes(c.id))),
      raceLabels: async (ids) => (this.calls.note('raceLabels'), this.races.filter((r) => ids.includes(r.id))),
      openRacesBetween: async () => this.upcomingRaces,
    };
  }
  singleEventSource(): SingleEventSource {
    return {
      createdSince: async (since) => this.events.filter((e) => e.createdAt >= since).map(({ createdAt: _c, ...e }) => e),
      between: async () => this.upcomingEvents,
    };
  }
  async publishedSince(since: string, now: string, changedSince?: string): Promise<PublishedEvent[]> {
    this.calls.note('publishedSince');
    const changed = (r: { importedAt: string; publishedAt: string }) => changedSince === undefined || r.importedAt >= changedSince || r.publishedAt >= changedSince;
    return this.results.filter((r) => r.importedAt >= since && r.publishedAt <= now && changed(r)).map(({ importedAt: _i, ...r }) => r);
  }
  async decidedSince(since: string): Promise<DecisionFacts[]> {
    return this.decisionList.filter((d) => d.decididoAt >= since);
  }
  async describe(ids: readonly string[]): Promise<DriverContact[]> {
    this.calls.note('describe');
    return this.drivers.filter((d) => ids.includes(d.id));
  }
}

/** Notifications' own records in memory: outbox claves, opted-out drivers, reminders recorded. */
export class MemoryNotificationRecords implements AnnouncedKeys, ReminderFilters {
  readonly claves = new Set<string>();
  readonly off = new Set<string>();
  readonly sent = new Set<string>();
  async announced(claves: readonly string[]): Promise<Set<string>> {
    return new Set(claves.filter((c) => this.claves.has(c)));
  }
  async optedOut(userIds: readonly string[]): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.off.has(id)));
  }
  async reminded(tipo: CompetitionKind, competicionIds: readonly string[]): Promise<Set<string>> {
    return new Set([...this.sent].filter((s) => s.startsWith(`${tipo}:`) && competicionIds.includes(s.split(':')[1]!)).map((s) => s.slice(tipo.length + 1)));
  }
}
