import type { RaceDirectory } from '../../application/ports/race-directory.port.js';

/** The championships module's races answer whether a link points somewhere real. */
export class ChampionshipRaceDirectory implements RaceDirectory {
  constructor(private readonly races: { findById(id: string): Promise<unknown> }) {}

  async exists(carreraId: string): Promise<boolean> {
    return (await this.races.findById(carreraId)) !== null;
  }
}
