import { raceNotFound } from '../domain/championships.errors.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import { toRaceView, type RaceView } from './views.js';

export class GetRace {
  constructor(private readonly deps: { races: RaceRepository }) {}

  async execute(id: string): Promise<RaceView> {
    const race = await this.deps.races.findById(id);
    if (!race) throw raceNotFound();
    return toRaceView(race);
  }
}
