import { CHAMPIONSHIP_MSG } from '../../../contracts/championships.messages.js';
import { PAST_EDITIONS_PAGE } from '../../../contracts/championships.views.js';
import { ValidationError } from '../../../platform/errors.js';
import { readChampionships, viewsOf, type ChampionshipReads, type ChampionshipReadSources } from './championship-reader.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';
import type { ChampionshipView } from './views.js';

/** The furthest a page of past editions may start: far beyond any league's history, so a typo is refused rather than read. */
const MAX_PAGE_START = 100_000;

type ListSources = Omit<ChampionshipReadSources, 'seasons'> & { championships: ChampionshipRepository; seasons?: Pick<SeasonRules, 'closedAmong' | 'pastEditions'> };

/** `desde` as sent (absent: 0); refused unless a whole number from 0. */
export function pageStart(raw: unknown): number {
  if (raw === undefined || raw === '') return 0;
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' || !/^\d{1,6}$/.test(text) || Number(text) > MAX_PAGE_START) throw new ValidationError(CHAMPIONSHIP_MSG.pageStart, { desde: CHAMPIONSHIP_MSG.pageStart });
  return Number(text);
}

/**
 * The public list: every championship by start date, with its races, enrolment count and free places;
 * or only the current editions (each series' newest, and every championship outside a series), with
 * the past ones by pages, newest first, so what a page reads does not grow with the league's history.
 */
export class ListChampionships {
  constructor(private readonly deps: ListSources) {}

  async execute(): Promise<ChampionshipView[]> {
    return viewsOf(await this.deps.championships.list(), this.deps);
  }

  /** The same, with the instant time alone changes the free places (kept public answers end then). */
  async read(): Promise<ChampionshipReads> {
    return readChampionships(await this.deps.championships.list(), this.deps);
  }

  /** The current editions, and how many past ones there are. */
  async current(): Promise<ChampionshipReads & { past: number }> {
    const past = (await this.deps.seasons?.pastEditions()) ?? [];
    return { ...(await readChampionships(await this.deps.championships.listExcept(past), this.deps)), past: past.length };
  }

  /** A page of past editions from `desde` (as sent), newest first, and where the next page starts (null: none). */
  async past(desde: unknown): Promise<ChampionshipReads & { next: number | null }> {
    const offset = pageStart(desde);
    const past = (await this.deps.seasons?.pastEditions()) ?? [];
    const page = await this.deps.championships.newestAmong(past, { offset, limit: PAST_EDITIONS_PAGE + 1 });
    const reads = await readChampionships(page.slice(0, PAST_EDITIONS_PAGE), this.deps);
    return { ...reads, next: page.length > PAST_EDITIONS_PAGE ? offset + PAST_EDITIONS_PAGE : null };
  }
}
