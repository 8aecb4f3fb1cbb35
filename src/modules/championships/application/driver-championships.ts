import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';

/** A championship a driver is enrolled in, as their public page lists it. */
export interface EnteredChampionship {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  fechaInicio: string;
  fechaFin: string;
  imagenPortada: string | null;
}

/** Offered to other modules (CHAMPIONSHIPS.DriverChampionships): the championships a driver entered, latest start first. */
export class DriverChampionships {
  constructor(private readonly deps: { championships: ChampionshipRepository; enrolments: EnrolmentRepository }) {}

  async of(userId: string): Promise<EnteredChampionship[]> {
    const ids = await this.deps.enrolments.championshipIdsOf(userId);
    if (ids.length === 0) return [];
    const found = await this.deps.championships.listAmong(ids);
    return found
      .map((c) => ({
        id: c.id,
        nombreCampeonato: c.nombreCampeonato,
        categoria: c.categoria,
        fechaInicio: c.fechaInicio,
        fechaFin: c.fechaFin,
        imagenPortada: c.imagenPortada,
      }))
      .sort((a, b) => b.fechaInicio.localeCompare(a.fechaInicio));
  }
}
