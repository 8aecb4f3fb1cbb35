import type { StewardListAnswer } from '../../../contracts/stewarding.views.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';
import { namesFor } from './report-views.js';

/** GET /api/reportes/comisarios?campeonato= (admin) and `parrilla stewards list`: who judges which championship, oldest assignment first. */
export class ListStewards {
  constructor(private readonly deps: { assignments: StewardAssignments; competitions: CompetitionDirectory; drivers: DriverCards }) {}

  async execute(actor: Actor, campeonatoId?: string): Promise<StewardListAnswer> {
    assertAdmin(actor);
    const assignments = await this.deps.assignments.list(campeonatoId || undefined);
    const names = await namesFor(this.deps, { userIds: assignments.map((a) => a.userId), championshipIds: assignments.map((a) => a.campeonatoId), raceIds: [] });
    return {
      comisarios: assignments.flatMap((a) => {
        const championship = names.championship(a.campeonatoId);
        const comisario = names.driver(a.userId);
        // A deleted account or championship judges nothing: its assignment is not shown.
        return championship && comisario ? [{ campeonato: { id: championship.id, nombreCampeonato: championship.nombreCampeonato }, comisario, asignadoEn: a.createdAt }] : [];
      }),
    };
  }
}
