import type { RaceRepository } from './ports/race.repository.port.js';

/** Whether a race exists, for other modules that link to races (CHAMPIONSHIPS.RaceLookup). */
export class RaceLookup {
  constructor(private readonly deps: { races: Pick<RaceRepository, 'findById'> }) {}

  async exists(raceId: string): Promise<boolean> {
    return (await this.deps.races.findById(raceId)) !== null;
  }
}
