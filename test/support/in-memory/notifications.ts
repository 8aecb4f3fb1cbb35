import type { DeviceNotice } from '../../../src/platform/push/device-notices.port.js';
import type { AnnouncedKeys, NewChampionship, NewSingleEvent } from '../../../src/modules/notifications/application/ports/news.port.js';
import type { DiscordChannel } from '../../../src/contracts/notifications.contract.js';
import type { ClaimedDelivery, DiscordDeliveries } from '../../../src/modules/notifications/application/ports/delivery.port.js';
import { DiscordRateLimited, type DiscordMessage, type DiscordTransport, type DiscordWebhooks, type NotificationSettings } from '../../../src/modules/notifications/application/ports/discord.port.js';
import type {
  CompetitionKind,
  ReminderCandidate,
  ReminderCandidates,
  ReminderFilters,
  ReminderLedger,
  ReminderPreferences,
} from '../../../src/modules/notifications/application/ports/reminders.port.js';
import type { MailMessage } from '../../../src/platform/mail/mail.port.js';
import type {
  ChampionshipSource,
  DecisionFacts,
  DecisionSource,
  DriverContact,
  DriverContacts,
  PublishedEvent,
  RaceFinish,
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
  finishList: RaceFinish[] = [];
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
  async finishes(eventIds: readonly string[]): Promise<RaceFinish[]> {
    this.calls.note('finishes');
    return this.finishList.filter((f) => eventIds.includes(f.eventId));
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

/** Each channel's webhook in memory. */
export class MemoryDiscordWebhooks implements DiscordWebhooks {
  readonly urls = new Map<DiscordChannel, string>();
  async get(canal: DiscordChannel): Promise<string | null> {
    return this.urls.get(canal) ?? null;
  }
  async set(canal: DiscordChannel, url: string | null): Promise<void> {
    if (url === null) this.urls.delete(canal);
    else this.urls.set(canal, url);
  }
}

/** The module's small settings in memory. */
export class MemoryNotificationSettings implements NotificationSettings {
  readonly values = new Map<string, string>();
  async get(clave: string): Promise<string | null> {
    return this.values.get(clave) ?? null;
  }
  async init(clave: string, valor: string): Promise<string> {
    if (!this.values.has(clave)) this.values.set(clave, valor);
    return this.values.get(clave)!;
  }
  async put(clave: string, valor: string): Promise<void> {
    this.values.set(clave, valor);
  }
}

/** A Discord that keeps what it was sent, or fails the way it is told to: 'down' (5xx) or a 429 asking to wait that many ms. */
export class StandInDiscord implements DiscordTransport {
  readonly posted: Array<{ url: string; message: DiscordMessage }> = [];
  failing: 'down' | number | null = null;
  async post(webhookUrl: string, message: DiscordMessage): Promise<void> {
    if (this.failing === 'down') throw new Error('Discord respondió 502');
    if (typeof this.failing === 'number') throw new DiscordRateLimited(this.failing);
    this.posted.push({ url: webhookUrl, message });
  }
}

type DeliveryRow = ClaimedDelivery & { state: 'pending' | 'sent' | 'failed' | 'omitted'; dueAt: number; claimed: boolean; error: string | null };

/** The delivery side of the Discord outbox in memory. */
export class MemoryDiscordDeliveries implements DiscordDeliveries {
  readonly rows: DeliveryRow[] = [];
  add(id: string, canal: DiscordChannel, attempts = 0): void {
    this.rows.push({ id, canal, attempts, message: { embeds: [{ title: id }] }, state: 'pending', dueAt: 0, claimed: false, error: null });
  }
  private row(id: string): DeliveryRow {
    return this.rows.find((r) => r.id === id)!;
  }
  async claim(now: Date): Promise<ClaimedDelivery[]> {
    const due = this.rows.filter((r) => r.state === 'pending' && !r.claimed && r.dueAt <= now.getTime());
    for (const r of due) r.claimed = true;
    return due.map(({ id, canal, message, attempts }) => ({ id, canal, message, attempts }));
  }
  async markSent(id: string, attempts: number): Promise<void> {
    Object.assign(this.row(id), { state: 'sent', attempts, claimed: false });
  }
  async retryLater(id: string, attempts: number, nextAttemptAt: number | null, error: string): Promise<void> {
    Object.assign(this.row(id), { attempts, error, claimed: false, ...(nextAttemptAt === null ? { state: 'failed' } : { dueAt: nextAttemptAt }) });
  }
  async postpone(id: string, nextAttemptAt: number, reason: string): Promise<void> {
    Object.assign(this.row(id), { dueAt: nextAttemptAt, error: reason, claimed: false });
  }
  async release(ids: string[]): Promise<void> {
    for (const id of ids) this.row(id).claimed = false;
  }
  async omit(id: string): Promise<void> {
    Object.assign(this.row(id), { state: 'omitted', claimed: false });
  }
}

/** Drivers' reminder choices in memory (on until turned off). */
export class MemoryReminderPreferences implements ReminderPreferences {
  readonly off = new Set<string>();
  async get(userId: string): Promise<boolean> {
    return !this.off.has(userId);
  }
  async set(userId: string, on: boolean): Promise<void> {
    if (on) this.off.delete(userId);
    else this.off.add(userId);
  }
}

/** The drivers to remind, from a plain list, and the reminders recorded once each with their mail. */
export class MemoryReminders implements ReminderCandidates, ReminderLedger {
  candidates: ReminderCandidate[] = [];
  readonly mails: MailMessage[] = [];
  readonly notices: DeviceNotice[] = [];
  private readonly done = new Set<string>();
  async between(fromDay: string, toDay: string): Promise<ReminderCandidate[]> {
    return this.candidates.filter((c) => c.fechaInicio.slice(0, 10) >= fromDay && c.fechaInicio.slice(0, 10) <= toDay);
  }
  async remindOnce(candidate: Pick<ReminderCandidate, 'tipo' | 'competicionId' | 'userId'>, mail: MailMessage, _at?: Date, notice?: DeviceNotice): Promise<boolean> {
    const key = `${candidate.tipo}:${candidate.competicionId}:${candidate.userId}`;
    if (this.done.has(key)) return false;
    this.done.add(key);
    this.mails.push(mail);
    if (notice) this.notices.push(notice);
    return true;
  }
}
