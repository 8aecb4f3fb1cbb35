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

  pastEditions(): Promise<string[]> {
    return this.deps.series.pastEditionIds();
  }

  assertMayEnter(campeonatoId: string, userId: string): Promise<void> {
    return assertMayEnter(this.deps, campeonatoId, userId);
  }

  priorityUntil(campeonatoId: string, userId: string): Promise<string | null> {
    return priorityUntil(this.deps, campeonatoId, userId);
  }
}
