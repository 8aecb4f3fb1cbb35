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

/**
 * The races of championships for calendars (CHAMPIONSHIPS.RaceSchedule): every championship's, one
 * championship's, or those of the championships a driver is enrolled in. Always whole championships,
 * so a calendar can number each race within its championship.
 */
export class RaceSchedule {
  constructor(private readonly deps: { championships: ChampionshipRepository; races: RaceRepository; enrolments: EnrolmentRepository }) {}

  async all(): Promise<ScheduledRace[]> {
    const championships = await this.deps.championships.list();
    return this.racesOf(championships.map((c) => ({ id: c.id, nombreCampeonato: c.nombreCampeonato })));
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
    return championships.flatMap((c) =>
      (byChampionship.get(c.id) ?? []).map((r) => ({
        id: r.id,
        campeonatoId: r.campeonatoId,
        nombreCampeonato: c.nombreCampeonato,
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
      })),
    );
  }
}
