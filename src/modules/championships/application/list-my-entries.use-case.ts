import type { MyEntriesAnswer, MyEntryView } from '../../../contracts/entries.views.js';
import type { Actor } from '../../identity/index.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { EntryRequestRepository } from './ports/entry-request.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';

/**
 * GET /api/campeonatos/mis-inscripciones: the championships the signed-in driver entered (or whose
 * approval he awaits), each with his state, car number and team, for his profile. His queues and
 * offers are `GET …/mis-listas-espera`.
 */
export class ListMyEntries {
  constructor(
    private readonly deps: { championships: ChampionshipRepository; enrolments: EnrolmentRepository; requests: EntryRequestRepository; carNumbers: CarNumberRepository; teams: TeamRepository },
  ) {}

  async execute(actor: Actor): Promise<MyEntriesAnswer> {
    const [entered, pending] = await Promise.all([this.deps.enrolments.championshipIdsOf(actor.id), this.deps.requests.pendingOf(actor.id)]);
    const states: Array<[string, MyEntryView['estado']]> = [...entered.map((id) => [id, 'inscrito'] as [string, 'inscrito']), ...pending.map((r) => [r.campeonatoId, 'pendiente'] as [string, 'pendiente'])];
    const data: MyEntryView[] = [];
    for (const [campeonatoId, estado] of states) {
      const [championship, number, teams, members] = await Promise.all([
        this.deps.championships.findById(campeonatoId),
        this.deps.carNumbers.find(campeonatoId, actor.id),
        this.deps.teams.teamsOf(campeonatoId),
        this.deps.teams.membersOf(campeonatoId),
      ]);
      if (!championship) continue;
      const equipoId = members.find((m) => m.userId === actor.id)?.equipoId;
      data.push({ campeonatoId, nombreCampeonato: championship.nombreCampeonato, estado, numeroAuto: number?.numero ?? null, equipo: teams.find((t) => t.id === equipoId)?.nombre ?? null });
    }
    return { success: true, data };
  }
}
