import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { raceNotFound } from '../domain/championships.errors.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';

export class DeleteRace {
  constructor(private readonly deps: { races: RaceRepository; seasons: Pick<SeasonRules, 'assertOpen'>; storage: FileStorage }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const race = await this.deps.races.findById(id);
    if (!race) throw raceNotFound();
    // A closed season's races feed its final table (docs/adr/0033).
    await this.deps.seasons.assertOpen(race.campeonatoId);
    // Sent twice at once, both may read it: the one whose deletion removed nothing was beaten to it.
    if (!(await this.deps.races.delete(id))) throw raceNotFound();
    if (race.imgCircuito) await this.deps.storage.remove(race.imgCircuito);
  }
}
