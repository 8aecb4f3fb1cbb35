import { championshipNotFound } from '../domain/championships.errors.js';
import { readChampionships, type ChampionshipReads, type ChampionshipReadSources } from './championship-reader.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { ChampionshipView } from './views.js';

export class GetChampionship {
  constructor(private readonly deps: ChampionshipReadSources & { championships: ChampionshipRepository }) {}

  async execute(id: string): Promise<ChampionshipView> {
    return (await this.read(id)).view;
  }

  /** The view, and the instant time alone changes its free places (a hold or an offer ending), or null. */
  async read(id: string): Promise<{ view: ChampionshipView; placesChangeAt: ChampionshipReads['placesChangeAt'] }> {
    const championship = await this.deps.championships.findById(id);
    if (!championship) throw championshipNotFound();
    const { views, placesChangeAt } = await readChampionships([championship], this.deps);
    return { view: views[0]!, placesChangeAt };
  }
}
