import type { ChampionshipRepository, EnteredChampionship, EnteredPlace } from './ports/championship.repository.port.js';

export type { EnteredChampionship } from './ports/championship.repository.port.js';

/**
 * Offered to other modules (CHAMPIONSHIPS.DriverChampionships): the championships a driver entered, a
 * page at a time, the latest start first (then by name and id), read as one join that stops at the page.
 */
export class DriverChampionships {
  constructor(private readonly deps: { championships: Pick<ChampionshipRepository, 'enteredBy'> }) {}

  page(userId: string, options: { after?: EnteredPlace; limit: number }): Promise<EnteredChampionship[]> {
    return this.deps.championships.enteredBy(userId, options);
  }
}
