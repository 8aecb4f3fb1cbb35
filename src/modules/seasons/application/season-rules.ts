import { searchText } from '../../../contracts/search-text.js';
import type { Clock } from '../../../platform/clock.js';
import type { Transaction } from '../../../platform/transactions.js';
import type { ClosedChampionships } from './closed-championships.js';
import type { ChampionshipCatalog } from './ports/championship-catalog.port.js';
import { placeNewChampionship } from './series.use-cases.js';
import { assertMayEnter, priorityUntil } from './next-season.use-case.js';
import type { EditionDrivers } from './ports/next-edition.port.js';
import type { SeriesRepository } from './ports/series.repository.port.js';

/** Offered to championships (SEASONS.SeasonRules): what a closed season and a priority window forbid there. */
export class SeasonRulesAnswer {
  constructor(private readonly deps: { closed: ClosedChampionships; series: SeriesRepository; catalog: ChampionshipCatalog; drivers: Pick<EditionDrivers, 'enrolledUserIds'>; clock: Clock }) {}

  assertDeletable(campeonatoId: string): Promise<void> {
    return this.deps.closed.assertDeletable(campeonatoId);
  }

  assertOpen(campeonatoId: string, trx?: Transaction): Promise<void> {
    return this.deps.closed.assertOpen(campeonatoId, trx);
  }

  placeInSeries(campeonatoId: string, edition: Record<string, unknown>, trx: Transaction): Promise<void> {
    return placeNewChampionship(this.deps, campeonatoId, edition, trx);
  }

  closedAmong(campeonatoIds: readonly string[]): Promise<ReadonlySet<string>> {
    return this.deps.closed.closedAmong(campeonatoIds);
  }

  /**
   * The championships a search names through their series (its name holds `text`, accents and case
   * aside) or their season (`text` is a year): the admin's championship search (docs/adr/0065). Reads
   * the series (a league has a handful) and the matching ones' editions, one a season.
   */
  async editionsMatching(text: string): Promise<string[]> {
    const wanted = searchText(text.trim());
    if (!wanted) return [];
    const series = (await this.deps.series.list()).filter((s) => searchText(s.nombre).includes(wanted));
    const year = /^\d{4}$/.test(wanted) ? Number(wanted) : null;
    const editions = [...(await Promise.all(series.map((s) => this.deps.series.editions({ serieId: s.id })))).flat(), ...(year ? await this.deps.series.editions({ temporadas: [year] }) : [])];
    return [...new Set(editions.map((e) => e.campeonatoId))];
  }

  assertMayEnter(campeonatoId: string, userId: string): Promise<void> {
    return assertMayEnter(this.deps, campeonatoId, userId);
  }

  priorityUntil(campeonatoId: string, userId: string): Promise<string | null> {
    return priorityUntil(this.deps, campeonatoId, userId);
  }
}
