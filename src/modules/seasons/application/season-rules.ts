import type { Clock } from '../../../platform/clock.js';
import type { ClosedChampionships } from './closed-championships.js';
import { assertMayEnter } from './next-season.use-case.js';
import type { EditionDrivers } from './ports/next-edition.port.js';
import type { SeriesRepository } from './ports/series.repository.port.js';

/** Offered to championships (SEASONS.SeasonRules): what a closed season and a priority window forbid there. */
export class SeasonRulesAnswer {
  constructor(private readonly deps: { closed: ClosedChampionships; series: SeriesRepository; drivers: Pick<EditionDrivers, 'enrolledUserIds'>; clock: Clock }) {}

  assertDeletable(campeonatoId: string): Promise<void> {
    return this.deps.closed.assertDeletable(campeonatoId);
  }

  assertOpen(campeonatoId: string): Promise<void> {
    return this.deps.closed.assertOpen(campeonatoId);
  }

  closedAmong(campeonatoIds: readonly string[]): Promise<ReadonlySet<string>> {
    return this.deps.closed.closedAmong(campeonatoIds);
  }

  assertMayEnter(campeonatoId: string, userId: string): Promise<void> {
    return assertMayEnter(this.deps, campeonatoId, userId);
  }
}
