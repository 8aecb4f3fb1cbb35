import { MAX_RACE_SESSION_MINUTES } from '../../../contracts/championships.contract.js';
import { mexicoCityDay } from '../../../contracts/formats.js';
import { championshipNotFound } from '../domain/championships.errors.js';
import type { Race } from '../domain/championship.entity.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';

/** A race as a calendar needs it: its championship's name, its day and time, its sessions and when it last changed. */
export type ScheduledRace = Pick<
  Race,
  'id' | 'campeonatoId' | 'circuito' | 'fechaInicio' | 'horaInicio' | 'hasPractice' | 'practiceDuration' | 'hasQualy' | 'qualyDuration' | 'hasRace' | 'raceDuration' | 'estado' | 'updatedAt'
> & { nombreCampeonato: string };

/** Races from a day on, and how many races of each of their championships come before that day. */
export interface LaterRaces {
  races: ScheduledRace[];
  /** By championship id; a championship with no earlier race is left out. */
  earlier: Map<string, number>;
}

/**
 * The days before today a race can still be under way: its three sessions at their longest, from the
 * last minute of its day, end at most this many days later.
 */
const LONGEST_RACE_DAYS = Math.ceil((3 * MAX_RACE_SESSION_MINUTES) / 1440) + 1;

/**
 * The races of championships for calendars (CHAMPIONSHIPS.RaceSchedule): those that may not have
 * ended, one championship's, or those of the championships a driver is enrolled in. The last two are
 * whole championships and the first says how many races of each come before its own, so a calendar
 * can number each race within its championship.
 */
export class RaceSchedule {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository; enrolments: EnrolmentRepository }) {}

  /**
   * The races that may not have ended by `now`: those of the days from LONGEST_RACE_DAYS before Mexico
   * City's today on (from the index on the race day), their championships only, and how many races of
   * each come before them (counted from the index (campeonatoId, fechaInicio)). The public feed never
   * reads the championships and races of past seasons (docs/adr/0071).
   */
  async notEndedBy(now: Date): Promise<LaterRaces> {
    const [year, month, day] = mexicoCityDay(now).split('-').map(Number) as [number, number, number];
    const since = new Date(Date.UTC(year, month - 1, day - LONGEST_RACE_DAYS)).toISOString().slice(0, 10);
    const later = await this.deps.races.startingFrom(since);
    if (later.length === 0) return { races: [], earlier: new Map() };
    const ids = [...new Set(later.map((r) => r.campeonatoId))];
    const [championships, earlier] = await Promise.all([this.deps.championships.listAmong(ids), this.deps.races.countBefore(ids, since)]);
    const names = new Map(championships.map((c) => [c.id, c.nombreCampeonato]));
    const races = later.flatMap((r) => {
      const nombreCampeonato = names.get(r.campeonatoId);
      return nombreCampeonato === undefined ? [] : [scheduled(r, nombreCampeonato)];
    });
    return { races, earlier };
  }

  /** One championship's races; 404 'Campeonato no encontrado' when there is no such championship. */
  async ofChampionship(id: string): Promise<ScheduledRace[]> {
    const championship = await this.deps.championships.findById(id);
    if (!championship) throw championshipNotFound();
    return this.racesOf([championship]);
  }

  async ofDriver(userId: string): Promise<ScheduledRace[]> {
    const ids = await this.deps.enrolments.championshipIdsOf(userId);
    const found = await Promise.all(ids.map((id) => this.deps.championships.findById(id)));
    return this.racesOf(found.flatMap((c) => (c ? [c] : [])));
  }

  private async racesOf(championships: { id: string; nombreCampeonato: string }[]): Promise<ScheduledRace[]> {
    if (championships.length === 0) return [];
    const byChampionship = await this.deps.races.byChampionships(championships.map((c) => c.id));
    return championships.flatMap((c) => (byChampionship.get(c.id) ?? []).map((r) => scheduled(r, c.nombreCampeonato)));
  }
}

function scheduled(r: Race, nombreCampeonato: string): ScheduledRace {
  return {
    id: r.id,
    campeonatoId: r.campeonatoId,
    nombreCampeonato,
    circuito: r.circuito,
    fechaInicio: r.fechaInicio,
    horaInicio: r.horaInicio,
    hasPractice: r.hasPractice,
    practiceDuration: r.practiceDuration,
    hasQualy: r.hasQualy,
    qualyDuration: r.qualyDuration,
    hasRace: r.hasRace,
    raceDuration: r.raceDuration,
    estado: r.estado,
    updatedAt: r.updatedAt,
  };
}
