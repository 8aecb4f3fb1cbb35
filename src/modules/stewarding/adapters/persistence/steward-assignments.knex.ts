import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import { toIso } from '../../../../platform/database/rows.js';
import type { StewardAssignments, StewardPlace } from '../../application/ports/steward-assignments.port.js';
import type { StewardAssignment } from '../../domain/steward-assignment.entity.js';

const ASSIGNMENTS = 'steward_assignments';

const toAssignment = (row: Record<string, unknown>): StewardAssignment => ({
  campeonatoId: String(row.campeonatoId),
  userId: String(row.userId),
  asignadoPor: String(row.asignadoPor),
  createdAt: toIso(row.createdAt),
});

export class KnexStewardAssignments implements StewardAssignments {
  constructor(private readonly knex: Knex) {}

  async assign(assignment: StewardAssignment, trx?: Transaction): Promise<boolean> {
    // The primary key decides between two assignments of the same steward at once: one row, one `true`.
    const inserted = await db(this.knex, trx)(ASSIGNMENTS).insert(assignment).onConflict(['campeonatoId', 'userId']).ignore().returning('userId');
    return inserted.length === 1;
  }

  async unassign(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(ASSIGNMENTS).where({ campeonatoId, userId }).delete()) === 1;
  }

  async championshipsOf(userId: string): Promise<string[]> {
    const rows = await this.knex(ASSIGNMENTS).where({ userId }).select('campeonatoId');
    return rows.map((r: { campeonatoId: string }) => String(r.campeonatoId));
  }

  /** Walks the index on (createdAt, userId, campeonatoId) from the place (migration 20261218000300); one championship's by its rows. */
  async page({ campeonatoId, after, limit }: { campeonatoId?: string; after?: StewardPlace; limit: number }): Promise<StewardAssignment[]> {
    const q = this.knex(ASSIGNMENTS).select('*').orderBy([{ column: 'createdAt' }, { column: 'userId' }, { column: 'campeonatoId' }]).limit(limit);
    if (campeonatoId) q.where({ campeonatoId });
    if (after) q.andWhereRaw('(??, ??, ??) > (?, ?, ?)', ['createdAt', 'userId', 'campeonatoId', after.createdAt, after.userId, after.campeonatoId]);
    return (await q).map(toAssignment);
  }
}
