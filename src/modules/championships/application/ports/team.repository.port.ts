import type { Transaction } from '../../../../platform/transactions.js';
import type { Team, TeamMember } from '../../domain/entry-details.js';

/** Port: championships' teams and who drives for each. */
export interface TeamRepository {
  /** The championship's teams, by name. */
  teamsOf(campeonatoId: string, trx?: Transaction): Promise<Team[]>;
  findByKey(campeonatoId: string, clave: string, trx?: Transaction): Promise<Team | null>;
  insertTeam(team: Team, trx?: Transaction): Promise<void>;
  membersOf(campeonatoId: string, trx?: Transaction): Promise<TeamMember[]>;
  /** The names of the teams the driver drives for in these championships (one query). */
  teamsOfDriverIn(userId: string, campeonatoIds: readonly string[]): Promise<Array<{ campeonatoId: string; nombre: string }>>;
  countMembers(equipoId: string, trx?: Transaction): Promise<number>;
  /** Puts the driver in the team (replacing any team he drove for in that championship). */
  setMember(member: TeamMember, trx?: Transaction): Promise<void>;
  removeMember(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean>;
}
