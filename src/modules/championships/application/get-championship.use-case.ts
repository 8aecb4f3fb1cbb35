import type { Clock } from '../../../platform/clock.js';
import { championshipNotFound } from '../domain/championships.errors.js';
import { viewsOf } from './championship-reader.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { ChampionshipView } from './views.js';

export class GetChampionship {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository; enrolments: EnrolmentRepository; clock: Clock }) {}

  async execute(id: string): Promise<ChampionshipView> {
    const championship = await this.deps.championships.findById(id);
    if (!championship) throw championshipNotFound();
    const [view] = await viewsOf([championship], this.deps);
    return view!;
  }
}
