import { readChampionships, viewsOf, type ChampionshipReads, type ChampionshipReadSources } from './championship-reader.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { ChampionshipView } from './views.js';

/** The public list: every championship by start date, with its races, enrolment count and free places. */
export class ListChampionships {
  constructor(private readonly deps: ChampionshipReadSources & { championships: ChampionshipRepository }) {}

  async execute(): Promise<ChampionshipView[]> {
    return viewsOf(await this.deps.championships.list(), this.deps);
  }

  /** The same, with the instant time alone changes the free places (kept public answers end then). */
  async read(): Promise<ChampionshipReads> {
    return readChampionships(await this.deps.championships.list(), this.deps);
  }
}
