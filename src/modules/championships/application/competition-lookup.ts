import type { Transaction } from '../../../platform/transactions.js';
import { raceStartInstant, sortRaces, type Race } from '../domain/championship.entity.js';
import type { ChampionshipRepository, EnteredPlace } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';

/** A championship as other modules need it: its name and its protest window. */
export interface ChampionshipFacts {
  id: string;
  nombreCampeonato: string;
  /** Hours after a race's start during which incident reports may be filed. */
  plazoReportesHoras: number;
}

/** A race as other modules need it: which championship it belongs to and when it starts. */
export interface RaceFacts {
  id: string;
  campeonatoId: string;
  circuito: string;
  fechaInicio: string;
  horaInicio: string | null;
  /** Its start instant (the day at horaInicio in Mexico City), ISO. */
  inicio: string;
}

const raceFacts = (r: Race): RaceFacts => ({ id: r.id, campeonatoId: r.campeonatoId, circuito: r.circuito, fechaInicio: r.fechaInicio, horaInicio: r.horaInicio, inicio: raceStartInstant(r).toISOString() });

/**
 * What championships offers other modules about championships, races and enrolment
 * (CHAMPIONSHIPS.CompetitionLookup), without handing them its repositories.
 */
export class CompetitionLookup {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository; enrolments: EnrolmentRepository }) {}

  /** In the caller's transaction when given one. */
  async championships(ids: readonly string[], trx?: Transaction): Promise<ChampionshipFacts[]> {
    const wanted = new Set(ids);
    if (wanted.size === 0) return [];
    const found = await Promise.all([...wanted].map((id) => this.deps.championships.findById(id, trx)));
    return found.flatMap((c) => (c ? [{ id: c.id, nombreCampeonato: c.nombreCampeonato, plazoReportesHoras: c.plazoReportesHoras }] : []));
  }

  async races(ids: readonly string[]): Promise<RaceFacts[]> {
    const found = await Promise.all([...new Set(ids)].map((id) => this.deps.races.findById(id)));
    return found.flatMap((r) =>
      r ? [{ id: r.id, campeonatoId: r.campeonatoId, circuito: r.circuito, fechaInicio: r.fechaInicio, horaInicio: r.horaInicio, inicio: raceStartInstant(r).toISOString() }] : [],
    );
  }

  /** A championship's races in the calendar's order (the rounds' numbers, docs/adr/0014). */
  async racesOf(campeonatoId: string): Promise<RaceFacts[]> {
    const races = await this.deps.races.list({ campeonatoId });
    return sortRaces(races).map(raceFacts);
  }

  /** A page of the championships a driver is enrolled in (null: every one), newest first: the report form's choices. */
  enteredChampionships(userId: string | null, page: { after?: EnteredPlace; limit: number }): Promise<Array<{ id: string; nombreCampeonato: string; fechaInicio: string }>> {
    return this.deps.championships.newestEntered(userId, page);
  }

  /** These championships' races in one query, each championship's in the calendar's order. */
  async racesOfEach(campeonatoIds: readonly string[]): Promise<RaceFacts[]> {
    if (campeonatoIds.length === 0) return [];
    const byChampionship = await this.deps.races.byChampionships([...campeonatoIds]);
    return campeonatoIds.flatMap((id) => sortRaces(byChampionship.get(id) ?? []).map(raceFacts));
  }

  isEnrolled(campeonatoId: string, userId: string): Promise<boolean> {
    return this.deps.enrolments.exists(campeonatoId, userId);
  }

  async enrolledUserIds(campeonatoId: string): Promise<string[]> {
    return (await this.deps.enrolments.participantsOf([campeonatoId])).get(campeonatoId) ?? [];
  }
}
