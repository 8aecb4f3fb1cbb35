import { mexicoCityDay } from '../../../contracts/formats.js';
import { raceStartInstant, sortRaces } from '../domain/championship.entity.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';

/** A championship kept in sync with an iRacing league season, with its races' starts. */
export interface SeasonChampionship {
  id: string;
  nombreCampeonato: string;
  iracingLigaId: number;
  iracingTemporadaId: number;
  /** In calendar order; `inicio` is the start instant (its day and time read in Mexico City). */
  carreras: Array<{ id: string; circuito: string; inicio: string; estado: string }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Offered (CHAMPIONSHIPS.IracingSeasons): the championships that name an iRacing league and season, for the results sync. */
export class IracingSeasons {
  constructor(private readonly deps: { championships: Pick<ChampionshipRepository, 'list' | 'listAmong' | 'findById'>; races: Pick<RaceRepository, 'byChampionships' | 'startingFrom'> }) {}

  /** Every championship with both a league and a season. */
  async linked(): Promise<SeasonChampionship[]> {
    const linked = (await this.deps.championships.list()).filter((c) => c.iracingLigaId !== null && c.iracingTemporadaId !== null);
    return this.withRaces(linked);
  }

  /**
   * The linked championships with a race on or after `from`'s Mexico City day, or the day before it (a
   * race's day and hour are read there, so a day of margin holds every race that starts after `from`).
   * Read from the index on the race day: what the scheduler's pass needs, never every championship.
   */
  async linkedRacingSince(from: Date): Promise<SeasonChampionship[]> {
    const dayBefore = mexicoCityDay(new Date(from.getTime() - DAY_MS));
    const ids = [...new Set((await this.deps.races.startingFrom(dayBefore)).map((r) => r.campeonatoId))];
    if (ids.length === 0) return [];
    const linked = (await this.deps.championships.listAmong(ids)).filter((c) => c.iracingLigaId !== null && c.iracingTemporadaId !== null);
    return this.withRaces(linked);
  }

  /** Which of these championships name both a league and a season, with their names (by id: never every championship). */
  async linkedAmong(ids: readonly string[]): Promise<Array<{ id: string; nombreCampeonato: string }>> {
    if (ids.length === 0) return [];
    return (await this.deps.championships.listAmong(ids))
      .filter((c) => c.iracingLigaId !== null && c.iracingTemporadaId !== null)
      .map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato }));
  }

  /** One championship as the sync reads it (null league or season when it names none), or null when it does not exist. */
  async find(id: string): Promise<(Omit<SeasonChampionship, 'iracingLigaId' | 'iracingTemporadaId'> & { iracingLigaId: number | null; iracingTemporadaId: number | null }) | null> {
    const championship = await this.deps.championships.findById(id);
    if (!championship) return null;
    const races = (await this.deps.races.byChampionships([id])).get(id) ?? [];
    return { ...pick(championship), carreras: sortRaces(races).map(toRace) };
  }

  private async withRaces(championships: Parameters<typeof pick>[0][]): Promise<SeasonChampionship[]> {
    if (championships.length === 0) return [];
    const races = await this.deps.races.byChampionships(championships.map((c) => c.id));
    return championships.map((c) => ({ ...pick(c), carreras: sortRaces(races.get(c.id) ?? []).map(toRace) }) as SeasonChampionship);
  }
}

function pick(c: { id: string; nombreCampeonato: string; iracingLigaId: number | null; iracingTemporadaId: number | null }) {
  return { id: c.id, nombreCampeonato: c.nombreCampeonato, iracingLigaId: c.iracingLigaId, iracingTemporadaId: c.iracingTemporadaId };
}

function toRace(r: { id: string; circuito: string; fechaInicio: string; horaInicio: string | null; estado: string }) {
  return { id: r.id, circuito: r.circuito, inicio: raceStartInstant(r).toISOString(), estado: r.estado };
}
