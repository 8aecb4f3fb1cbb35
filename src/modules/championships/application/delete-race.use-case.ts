import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { raceNotFound } from '../domain/championships.errors.js';
import type { RaceRepository } from './ports/race.repository.port.js';

export class DeleteRace {
  constructor(private readonly deps: { races: RaceRepository; storage: FileStorage }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const race = await this.deps.races.findById(id);
    if (!race) throw raceNotFound();
    await this.deps.races.delete(id);
    if (race.imgCircuito) await this.deps.storage.remove(race.imgCircuito);
  }
}
