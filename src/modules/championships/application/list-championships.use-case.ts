import { adminChampionshipsQuerySchema } from '../../../contracts/championships.contract.js';
import { CHAMPIONSHIP_MSG } from '../../../contracts/championships.messages.js';
import { PAST_EDITIONS_MAX_START, PAST_EDITIONS_PAGE } from '../../../contracts/championships.views.js';
import { ValidationError } from '../../../platform/errors.js';
import { LOST_PAGE } from '../../../platform/keyset.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { championshipPlaceAfter, readChampionshipPlace } from './admin-championship-page.js';
import { readChampionships, viewsOf, type ChampionshipReads, type ChampionshipReadSources } from './championship-reader.js';
import type { ChampionshipRepository, EnteredPlace } from './ports/championship.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';
import type { ChampionshipView } from './views.js';

/** A `desde` beyond any league's history: refused as not a page start at all. */
const MAX_PAGE_START = 100_000;

type ListSources = Omit<ChampionshipReadSources, 'seasons'> & { championships: ChampionshipRepository; seasons?: Pick<SeasonRules, 'closedAmong'> };

/** `desde` as sent (absent: 0); refused unless a whole number from 0, and beyond the first pages (those are asked by place). */
export function pageStart(raw: unknown): number {
  if (raw === undefined || raw === '') return 0;
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' || !/^\d{1,6}$/.test(text) || Number(text) > MAX_PAGE_START) throw new ValidationError(CHAMPIONSHIP_MSG.pageStart, { desde: CHAMPIONSHIP_MSG.pageStart });
  if (Number(text) > PAST_EDITIONS_MAX_START) throw new ValidationError(CHAMPIONSHIP_MSG.pageStartTooFar, { desde: CHAMPIONSHIP_MSG.pageStartTooFar });
  return Number(text);
}

/**
 * The public list: every championship a page at a time, the latest start first, with its races,
 * enrolment count and free places; or only the current editions (each series' newest, and every championship outside a series), with
 * the past ones by pages, newest first, so what a page reads does not grow with the league's history:
 * both are read by the past-edition mark the database keeps on each championship (docs/adr/0070).
 */
export class ListChampionships {
  constructor(private readonly deps: ListSources) {}

  async execute(): Promise<ChampionshipView[]> {
    return viewsOf(await this.deps.championships.list(), this.deps);
  }

  /**
   * GET /api/campeonatos without parameters: every championship a page at a time (docs/adr/0075), the
   * latest start first, the next page by place (`despues`, the `next` of the page before), `limite` 1
   * to 50 (20 by default); with the instant time alone changes the free places (kept answers end then).
   */
  async page(query: { limite?: unknown; despues?: unknown }): Promise<ChampionshipReads & { next: string | null }> {
    const { limite, despues } = parseOrThrow(adminChampionshipsQuerySchema, { limite: query.limite, despues: query.despues });
    const after = despues === undefined ? undefined : readChampionshipPlace(despues);
    // One more than asked: whether it comes says if there is a next page.
    const found = await this.deps.championships.adminPage({ after, limit: limite + 1 });
    const shown = found.slice(0, limite);
    return { ...(await readChampionships(shown, this.deps)), next: found.length > limite ? championshipPlaceAfter(shown[shown.length - 1]!) : null };
  }

  /** The current editions, and how many past ones there are. */
  async current(): Promise<ChampionshipReads & { past: number }> {
    const [current, past] = await Promise.all([this.deps.championships.currentEditions(), this.deps.championships.countPastEditions()]);
    return { ...(await readChampionships(current, this.deps)), past };
  }

  /**
   * A page of past editions, newest first: after the championship `despues` names (by place, from the
   * index; `next` is then this page's last id), or from `desde` (by position, the first pages only;
   * `next` is then the next page's start). `next` is null after the last page.
   */
  async past(query: { desde?: unknown; despues?: unknown }): Promise<ChampionshipReads & { next: number | string | null }> {
    if (query.despues !== undefined) {
      const after = await this.placeOf(query.despues);
      const page = await this.deps.championships.pastEditions({ after, limit: PAST_EDITIONS_PAGE + 1 });
      const shown = page.slice(0, PAST_EDITIONS_PAGE);
      const reads = await readChampionships(shown, this.deps);
      return { ...reads, next: page.length > PAST_EDITIONS_PAGE ? shown[shown.length - 1]!.id : null };
    }
    const offset = pageStart(query.desde);
    const page = await this.deps.championships.pastEditions({ offset, limit: PAST_EDITIONS_PAGE + 1 });
    const reads = await readChampionships(page.slice(0, PAST_EDITIONS_PAGE), this.deps);
    return { ...reads, next: page.length > PAST_EDITIONS_PAGE ? offset + PAST_EDITIONS_PAGE : null };
  }

  /** The place of the championship a `despues` names (one read by its key); an id no page gave is refused in Spanish. */
  private async placeOf(raw: unknown): Promise<EnteredPlace> {
    const lost = () => new ValidationError(LOST_PAGE, { despues: LOST_PAGE });
    if (typeof raw !== 'string' || raw === '' || raw.length > 100) throw lost();
    const championship = await this.deps.championships.findById(raw);
    if (!championship) throw lost();
    return { fechaInicio: championship.fechaInicio, nombreCampeonato: championship.nombreCampeonato, id: championship.id };
  }
}
