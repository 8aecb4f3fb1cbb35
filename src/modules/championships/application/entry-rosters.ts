import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';

/** A championship's entered drivers' car numbers and teams, by site account. */
export interface EnteredRosterFacts {
  numeros: Array<{ userId: string; numero: number }>;
  equipos: Array<{ nombre: string; userIds: string[] }>;
}

/**
 * `CHAMPIONSHIPS.EntryRosters`: the numbers and teams of the drivers entered in a championship, for
 * the standings (team rosters without a second list, numbers beside names). A number reserved for a
 * driver who is not entered is left out.
 */
export class EntryRosters {
  constructor(private readonly deps: { enrolments: EnrolmentRepository; carNumbers: CarNumberRepository; teams: TeamRepository }) {}

  async rosterOf(campeonatoId: string): Promise<EnteredRosterFacts> {
    const [enrolments, numbers, teams, members] = await Promise.all([
      this.deps.enrolments.listFor(campeonatoId),
      this.deps.carNumbers.listFor(campeonatoId),
      this.deps.teams.teamsOf(campeonatoId),
      this.deps.teams.membersOf(campeonatoId),
    ]);
    const entered = new Set(enrolments.map((e) => e.userId));
    return {
      numeros: numbers.filter((n) => entered.has(n.userId)).map((n) => ({ userId: n.userId, numero: n.numero })),
      equipos: teams
        .map((t) => ({ nombre: t.nombre, userIds: members.filter((m) => m.equipoId === t.id && entered.has(m.userId)).map((m) => m.userId) }))
        .filter((t) => t.userIds.length > 0),
    };
  }
}
