import type { Knex } from 'knex';
import { toIso } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { Enrolment, EnrolmentRepository } from '../../application/ports/enrolment.repository.port.js';
import { alreadyEnrolled } from '../../domain/championships.errors.js';

const TABLE = 'championship_enrolments';

/** The unique (user, championship) index is the last word on duplicates, whatever raced past the check. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
}

const toEnrolment = (r: Record<string, unknown>): Enrolment => ({
  id: String(r.id),
  campeonatoId: String(r.campeonatoId),
  userId: String(r.userId),
  origen: r.origen === 'pago' || r.origen === 'propia' ? r.origen : 'admin',
  createdAt: toIso(r.createdAt),
});

export class KnexEnrolmentRepository implements EnrolmentRepository {
  constructor(private readonly knex: Knex) {}

  async countFor(campeonatoId: string, trx?: Transaction): Promise<number> {
    const [{ n }] = await db(this.knex, trx)(TABLE).where({ campeonatoId }).count({ n: '*' });
    return Number(n);
  }

  async participantsOf(campeonatoIds: string[], trx?: Transaction): Promise<Map<string, string[]>> {
    const grouped = new Map<string, string[]>();
    for (let i = 0; i < campeonatoIds.length; i += 500) {
      const rows = await db(this.knex, trx)(TABLE)
        .whereIn('campeonatoId', campeonatoIds.slice(i, i + 500))
        .orderBy([{ column: 'createdAt' }, { column: 'id' }])
        .select('campeonatoId', 'userId');
      for (const row of rows) grouped.set(row.campeonatoId, [...(grouped.get(row.campeonatoId) ?? []), row.userId]);
    }
    return grouped;
  }

  async listFor(campeonatoId: string, trx?: Transaction): Promise<Enrolment[]> {
    const rows = await db(this.knex, trx)(TABLE)
      .where({ campeonatoId })
      .orderBy([{ column: 'createdAt' }, { column: 'id' }])
      .select('id', 'campeonatoId', 'userId', 'origen', 'createdAt');
    return rows.map(toEnrolment);
  }

  async find(campeonatoId: string, userId: string, trx?: Transaction): Promise<Enrolment | null> {
    const row = await db(this.knex, trx)(TABLE).where({ campeonatoId, userId }).first('id', 'campeonatoId', 'userId', 'origen', 'createdAt');
    return row ? toEnrolment(row) : null;
  }

  async exists(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId, userId }).first('id')) !== undefined;
  }

  async insert(enrolment: Enrolment, trx?: Transaction): Promise<void> {
    try {
      await db(this.knex, trx)(TABLE).insert(enrolment);
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyEnrolled();
      throw err;
    }
  }

  async remove(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId, userId }).delete()) > 0;
  }

  async championshipIdsOf(userId: string, trx?: Transaction): Promise<string[]> {
    const rows = await db(this.knex, trx)(TABLE).where({ userId }).orderBy('createdAt').select('campeonatoId');
    return rows.map((r: { campeonatoId: string }) => r.campeonatoId);
  }

  async releaseUpcomingOf(userId: string, now: string, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE)
      .where({ userId })
      .whereIn('campeonatoId', (q) => q.select('id').from('championships').where('fechaInicio', '>', now))
      .delete();
  }
}
