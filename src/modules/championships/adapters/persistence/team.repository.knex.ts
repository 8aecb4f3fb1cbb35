import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { TeamRepository } from '../../application/ports/team.repository.port.js';
import type { Team, TeamMember } from '../../domain/entry-details.js';

const TEAMS = 'championship_teams';
const MEMBERS = 'championship_team_members';

export class KnexTeamRepository implements TeamRepository {
  constructor(private readonly knex: Knex) {}

  async teamsOf(campeonatoId: string, trx?: Transaction): Promise<Team[]> {
    return db(this.knex, trx)(TEAMS).where({ campeonatoId }).orderBy([{ column: 'clave' }, { column: 'id' }]).select('id', 'campeonatoId', 'nombre', 'clave', 'createdAt');
  }

  async findByKey(campeonatoId: string, clave: string, trx?: Transaction): Promise<Team | null> {
    return (await db(this.knex, trx)(TEAMS).where({ campeonatoId, clave }).first('id', 'campeonatoId', 'nombre', 'clave', 'createdAt')) ?? null;
  }

  async insertTeam(team: Team, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TEAMS).insert(team);
  }

  async membersOf(campeonatoId: string, trx?: Transaction): Promise<TeamMember[]> {
    return db(this.knex, trx)(MEMBERS).where({ campeonatoId }).orderBy([{ column: 'createdAt' }, { column: 'id' }]).select('id', 'campeonatoId', 'equipoId', 'userId', 'createdAt');
  }

  async teamsOfDriverIn(userId: string, campeonatoIds: readonly string[]): Promise<Array<{ campeonatoId: string; nombre: string }>> {
    if (campeonatoIds.length === 0) return [];
    return this.knex(`${MEMBERS} as m`)
      .join(`${TEAMS} as t`, 't.id', 'm.equipoId')
      .whereIn('m.campeonatoId', [...campeonatoIds])
      .andWhere('m.userId', userId)
      .select('m.campeonatoId', 't.nombre');
  }

  async countMembers(equipoId: string, trx?: Transaction): Promise<number> {
    const [{ n }] = await db(this.knex, trx)(MEMBERS).where({ equipoId }).count({ n: '*' });
    return Number(n);
  }

  async setMember(member: TeamMember, trx?: Transaction): Promise<void> {
    const q = db(this.knex, trx);
    await q(MEMBERS).where({ campeonatoId: member.campeonatoId, userId: member.userId }).delete();
    await q(MEMBERS).insert(member);
  }

  async removeMember(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(MEMBERS).where({ campeonatoId, userId }).delete()) > 0;
  }
}
