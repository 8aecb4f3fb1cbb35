import type { Transaction } from '../../../../platform/transactions.js';
import type { RowsRead } from '../../domain/analyses.js';
import type { EventResult, ResultCarClass, ResultEntry, ResultEvent, ResultPhase } from '../../domain/event-result.js';
import type { LapChartCar } from '../../domain/lap-chart.js';

/** An event with its phases and classes, without the rows: what lists and headers need. */
export interface EventHeader {
  event: ResultEvent;
  phases: ResultPhase[];
  carClasses: ResultCarClass[];
}

/** A driver's best lap of one event in one car. */
export interface DriverEventBestLap {
  eventId: string;
  subsessionId: number;
  sessionName: string;
  trackName: string;
  trackConfig: string | null;
  startTime: string;
  custId: number;
  displayName: string;
  carName: string;
  /** Milliseconds. */
  bestLapTime: number;
}

/** Where a page of events stands: the last event's start and subsession. */
export interface EventPlace {
  startTime: string;
  subsessionId: number;
}

/** How a path names an event: its iRacing subsession id, or the product's own id. */
export type EventRef = { subsessionId: number } | { id: string };

/** Port: the imported results. Writes take the open transaction of the import. */
export interface ResultEventRepository {
  findHeader(ref: EventRef, trx?: Transaction): Promise<EventHeader | null>;
  /** The event with every row, in as few round trips as the database allows. */
  load(ref: EventRef): Promise<EventResult | null>;
  /**
   * The rows of an event, only those of `phaseIds` when given, and without the rows of a team's
   * drivers when `entriesOnly`: an analysis reads what it needs.
   */
  loadEntries(eventId: string, rows?: RowsRead): Promise<ResultEntry[]>;
  /** The event holding a race's scored session, if any. */
  findBySession(carreraId: string, sesion: number, trx?: Transaction): Promise<ResultEvent | null>;
  /**
   * Every event linked to one of these races, each with all its rows, in four statements; with
   * `publishedBy`, only events public at that instant.
   */
  loadLinked(carreraIds: string[], publishedBy?: string): Promise<EventResult[]>;
  /** Every row of these customers with a licence or an iRating, in an event whose licence category is known. */
  latestLicences(custIds: readonly number[]): Promise<CustomerLicenceRow[]>;
  /**
   * One page of the events an iRacing customer has rows in (the latest start, then the highest
   * subsession, first), with his rows there and the team rows he drove in; with `publishedBy`, only
   * events public at that instant. The page starts after the place `after` (walked from there, never
   * counted from the top), or `offset` events from the top (a start given by number, which the caller
   * bounds); `next`: the place of the page's last event when he has events after the page, else null.
   */
  customerRows(
    custId: number,
    publishedBy: string | undefined,
    page: { after?: EventPlace; offset?: number; limit: number },
  ): Promise<{ events: EventHeader[]; rows: ResultEntry[]; next: EventPlace | null }>;
  /**
   * The events linked to these races, in the order of `listPage`, read through the index on
   * (carreraId, sesion): never another event. With `publishedBy`, only events public at that instant.
   */
  listOfRaces(carreraIds: readonly string[], publishedBy?: string): Promise<EventHeader[]>;
  /**
   * At most `limit` events in the order of `list` (the latest start, then the highest subsession),
   * those after `after` in that order; with `publishedBy`, only events public at that instant.
   */
  listPage(options: { publishedBy?: string; after?: EventPlace; limit: number }): Promise<EventHeader[]>;
  /** The event imported last (the latest import instant); with `publishedBy`, of those public at that instant. */
  lastImported(publishedBy?: string): Promise<EventHeader | null>;
  /** The earliest publication instant after `instant` (of an event not yet public then), or null. */
  nextPublicationAfter(instant: string): Promise<string | null>;
  /** The most recent event public at that instant (by start time). */
  latestPublished(instant: string): Promise<EventHeader | null>;
  /** Removes the event and, through the foreign keys, everything under it. */
  delete(eventId: string, trx?: Transaction): Promise<boolean>;
  insertEvent(event: ResultEvent, trx: Transaction): Promise<void>;
  insertPhases(phases: ResultPhase[], trx: Transaction): Promise<void>;
  insertCarClasses(carClasses: ResultCarClass[], trx: Transaction): Promise<void>;
  insertEntries(entries: ResultEntry[], trx: Transaction): Promise<void>;
  /** An event's positions by lap, ordered by finish; empty when it has none. */
  lapChart(eventId: string, trx?: Transaction): Promise<LapChartCar[]>;
  /** Holds the event's row until the transaction ends (writes to it wait); false when there is no such event. */
  lockEvent(eventId: string, trx: Transaction): Promise<boolean>;
  /** Replaces an event's positions by lap with these (none: removes them). */
  replaceLapChart(eventId: string, cars: LapChartCar[], trx?: Transaction): Promise<void>;
  /** Of these iRacing subsessions, those imported: each with its event and the race and session it counts for. */
  importedSubsessions(subsessionIds: readonly number[]): Promise<Array<Pick<ResultEvent, 'id' | 'subsessionId' | 'carreraId' | 'sesion'>>>;
}

/** One driver's licence level and iRating in one imported session, as entry gates read them (docs/adr/0037). */
export interface CustomerLicenceRow {
  custId: number;
  licenseCategoryId: number;
  licenseLevel: number | null;
  irating: number | null;
  startTime: string;
}
