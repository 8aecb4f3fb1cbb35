import type { RaceListItemView } from '../../../contracts/championships.views.js';
import { sortRaces } from '../domain/championship.entity.js';
import { championshipNotFound } from '../domain/championships.errors.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import { toRaceView } from './views.js';

export type RaceListItem = RaceListItemView;

/** Races in the calendar's order, all of them or one championship's, each with its championship's name and its round number. */
export class ListRaces {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository }) {}

  async execute(filter: { campeonatoId?: string; strict?: boolean } = {}): Promise<RaceListItem[]> {
    // One championship's races name only it: not every championship ever stored.
    const named = filter.campeonatoId ? await this.deps.championships.listAmong([filter.campeonatoId]) : await this.deps.championships.list();
    const championships = new Map(named.map((c) => [c.id, c.nombreCampeonato]));
    if (filter.campeonatoId && filter.strict && !championships.has(filter.campeonatoId)) throw championshipNotFound();
    const races = await this.deps.races.list(filter.campeonatoId ? { campeonatoId: filter.campeonatoId } : {});
    const rounds = new Map<string, number>();
    return sortRaces(races).map((r) => {
      const ronda = (rounds.get(r.campeonatoId) ?? 0) + 1;
      rounds.set(r.campeonatoId, ronda);
      return { ...toRaceView(r), nombreCampeonato: championships.get(r.campeonatoId) ?? '', ronda };
    });
  }
}
