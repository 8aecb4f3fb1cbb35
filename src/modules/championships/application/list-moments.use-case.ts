import type { MomentsItemView } from '../../../contracts/championships.views.js';
import { sortRaces } from '../domain/championship.entity.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';

export type MomentsItem = MomentsItemView;

/** GET /api/campeonatos/momentos: each championship with the video links of its races, no more. */
export class ListMoments {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository }) {}

  async execute(): Promise<MomentsItem[]> {
    const championships = await this.deps.championships.list();
    const races = await this.deps.races.byChampionships(championships.map((c) => c.id));
    return championships.map((c) => ({
      id: c.id,
      _id: c.id,
      nombreCampeonato: c.nombreCampeonato,
      carreras: sortRaces(races.get(c.id) ?? []).map((r) => ({ id: r.id, _id: r.id, circuito: r.circuito, fechaInicio: r.fechaInicio, videos: r.videos })),
    }));
  }
}
