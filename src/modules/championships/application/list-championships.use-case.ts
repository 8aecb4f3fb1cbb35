import type { Clock } from '../../../platform/clock.js';
import { viewsOf } from './championship-reader.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { ChampionshipView } from './views.js';

/** The public list: every championship by start date, with its races and enrolment count. */
export class ListChampionships {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository; enrolments: EnrolmentRepository; clock: Clock }) {}

  async execute(): Promise<ChampionshipView[]> {
    return viewsOf(await this.deps.championships.list(), this.deps);
  }
}
