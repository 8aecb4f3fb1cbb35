import type { BestLapsFollower } from '../../../src/modules/results/application/ports/best-laps-follower.port.js';
import type { RaceDirectory } from '../../../src/modules/results/application/ports/race-directory.port.js';
import type { DriverEventBestLap, EventHeader, EventPlace, EventRef, ResultEventRepository } from '../../../src/modules/results/application/ports/result-event.repository.port.js';
import type { RowsRead } from '../../../src/modules/results/domain/analyses.js';
import type { EventResult, ResultCarClass, ResultEntry, ResultEvent, ResultPhase } from '../../../src/modules/results/domain/event-result.js';
import type { LapChartCar } from '../../../src/modules/results/domain/lap-chart.js';
import type { Snapshottable } from './transactions.js';

const unused = (name: string) => () => {
  throw new Error(`${name}: sin uso en las pruebas en memoria`);
};

interface Tables {
  events: ResultEvent[];
  phases: ResultPhase[];
  carClasses: ResultCarClass[];
  entries: ResultEntry[];
  lapCharts: Map<string, LapChartCar[]>;
}

/** Imported results in memory, everything under an event removed with it (as the foreign keys do). */
export class MemoryResultEvents implements ResultEventRepository, Snapshottable {
  t: Tables = { events: [], phases: [], carClasses: [], entries: [], lapCharts: new Map() };

  snapshot(): () => void {
    const copy = structuredClone(this.t);
    return () => {
      this.t = copy;
    };
  }

  private find(ref: EventRef): ResultEvent | undefined {
    return this.t.events.find((e) => ('id' in ref ? e.id === ref.id : e.subsessionId === ref.subsessionId));
  }
  private header(event: ResultEvent): EventHeader {
    return { event: { ...event }, phases: this.t.phases.filter((p) => p.eventId === event.id), carClasses: this.t.carClasses.filter((c) => c.eventId === event.id) };
  }
  private visible(publishedBy?: string): ResultEvent[] {
    return this.t.events.filter((e) => publishedBy === undefined || e.publishedAt <= publishedBy).sort((a, b) => b.startTime.localeCompare(a.startTime) || b.subsessionId - a.subsessionId);
  }

  async findHeader(ref: EventRef): Promise<EventHeader | null> {
    const event = this.find(ref);
    return event ? this.header(event) : null;
  }
  async load(ref: EventRef): Promise<EventResult | null> {
    const event = this.find(ref);
    return event ? { ...this.header(event), entries: this.t.entries.filter((e) => e.eventId === event.id) } : null;
  }
  async loadEntries(eventId: string, rows: RowsRead = {}): Promise<ResultEntry[]> {
    return this.t.entries.filter((e) => e.eventId === eventId && (!rows.phaseIds || rows.phaseIds.includes(e.phaseId)) && (!rows.entriesOnly || e.teamEntryId === null));
  }
  async findBySession(carreraId: string, sesion: number): Promise<ResultEvent | null> {
    return this.t.events.find((e) => e.carreraId === carreraId && e.sesion === sesion) ?? null;
  }
  loadLinked = unused('loadLinked');
  /** How many events `customerRows` read in all: a read that stops at its page reads at most a page and one. */
  customerEventsRead = 0;
  /** His events newest first as the database orders them, after a place or from a position, a page and one read. */
  async customerRows(
    custId: number,
    publishedBy: string | undefined,
    page: { after?: EventPlace; offset?: number; limit: number },
  ): Promise<{ events: EventHeader[]; rows: ResultEntry[]; next: EventPlace | null }> {
    const his = new Set(this.t.entries.filter((e) => e.custId === custId).map((e) => e.eventId));
    const all = this.visible(publishedBy).filter((e) => his.has(e.id));
    const after = page.after;
    const from = after ? all.filter((e) => e.startTime < after.startTime || (e.startTime === after.startTime && e.subsessionId < after.subsessionId)) : all.slice(page.offset ?? 0);
    const found = from.slice(0, page.limit + 1);
    this.customerEventsRead += found.length;
    const events = found.slice(0, page.limit);
    const last = events[events.length - 1];
    const ids = new Set(events.map((e) => e.id));
    const mine = this.t.entries.filter((e) => e.custId === custId && ids.has(e.eventId));
    const teamIds = new Set(mine.flatMap((e) => (e.teamEntryId ? [e.teamEntryId] : [])));
    return {
      events: events.map((e) => this.header(e)),
      rows: [...mine, ...this.t.entries.filter((e) => teamIds.has(e.id))],
      next: found.length > page.limit && last ? { startTime: last.startTime, subsessionId: last.subsessionId } : null,
    };
  }
  latestLicences = unused('latestLicences');
  importedSubsessions = unused('importedSubsessions');
  async listOfRaces(carreraIds: readonly string[], publishedBy?: string): Promise<EventHeader[]> {
    return this.visible(publishedBy)
      .filter((e) => e.carreraId !== null && carreraIds.includes(e.carreraId))
      .map((e) => this.header(e));
  }
  async listPage(options: { publishedBy?: string; after?: EventPlace; limit: number }): Promise<EventHeader[]> {
    const { after } = options;
    return this.visible(options.publishedBy)
      .filter((e) => !after || e.startTime < after.startTime || (e.startTime === after.startTime && e.subsessionId < after.subsessionId))
      .slice(0, options.limit)
      .map((e) => this.header(e));
  }
  async lastImported(publishedBy?: string): Promise<EventHeader | null> {
    const [last] = this.visible(publishedBy).sort((a, b) => b.importedAt.localeCompare(a.importedAt) || b.subsessionId - a.subsessionId);
    return last ? this.header(last) : null;
  }
  async nextPublicationAfter(instant: string): Promise<string | null> {
    return this.t.events.map((e) => e.publishedAt).filter((at) => at > instant).sort()[0] ?? null;
  }
  async latestPublished(instant: string): Promise<EventHeader | null> {
    const [latest] = this.visible(instant);
    return latest ? this.header(latest) : null;
  }
  async delete(eventId: string): Promise<boolean> {
    const before = this.t.events.length;
    this.t.events = this.t.events.filter((e) => e.id !== eventId);
    this.t.phases = this.t.phases.filter((p) => p.eventId !== eventId);
    this.t.carClasses = this.t.carClasses.filter((c) => c.eventId !== eventId);
    this.t.entries = this.t.entries.filter((e) => e.eventId !== eventId);
    this.t.lapCharts.delete(eventId);
    return this.t.events.length < before;
  }
  async insertEvent(event: ResultEvent): Promise<void> {
    if (this.t.events.some((e) => e.subsessionId === event.subsessionId)) throw new Error('subsesión duplicada');
    this.t.events.push({ ...event });
  }
  async insertPhases(phases: ResultPhase[]): Promise<void> {
    this.t.phases.push(...phases);
  }
  async insertCarClasses(carClasses: ResultCarClass[]): Promise<void> {
    this.t.carClasses.push(...carClasses);
  }
  async insertEntries(entries: ResultEntry[]): Promise<void> {
    this.t.entries.push(...entries);
  }
  async lapChart(eventId: string): Promise<LapChartCar[]> {
    return structuredClone(this.t.lapCharts.get(eventId) ?? []);
  }
  async lockEvent(eventId: string): Promise<boolean> {
    return this.t.events.some((e) => e.id === eventId);
  }
  async replaceLapChart(eventId: string, cars: LapChartCar[]): Promise<void> {
    if (cars.length) this.t.lapCharts.set(eventId, structuredClone(cars));
    else this.t.lapCharts.delete(eventId);
  }
}

/** Championship races by id. */
export class MemoryRaceDirectory implements RaceDirectory {
  constructor(readonly ids: string[] = []) {}
  async exists(carreraId: string): Promise<boolean> {
    return this.ids.includes(carreraId);
  }
}

/** What track records are told of each event's best laps, by event, put back with a failed transaction. */
export class MemoryBestLaps implements BestLapsFollower, Snapshottable {
  byEvent = new Map<string, DriverEventBestLap[]>();

  snapshot(): () => void {
    const copy = structuredClone(this.byEvent);
    return () => {
      this.byEvent = copy;
    };
  }
  async eventStored(eventId: string, laps: readonly DriverEventBestLap[]): Promise<void> {
    this.byEvent.set(eventId, structuredClone([...laps]));
  }
  async eventRemoved(eventId: string): Promise<void> {
    this.byEvent.delete(eventId);
  }
}
