import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import { toNumber } from '../../../../platform/database/rows.js';
import type { CarNumberRepository } from '../../application/ports/car-number.repository.port.js';
import { carNumberTaken, type CarNumber } from '../../domain/entry-details.js';

const TABLE = 'championship_car_numbers';
const COLUMNS = ['id', 'campeonatoId', 'userId', 'numero', 'reservado', 'createdAt'];

/** The unique (championship, number) index is the last word when two drivers race for one number. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
}

const toCarNumber = (r: Record<string, unknown>): CarNumber => ({
  id: String(r.id),
  campeonatoId: String(r.campeonatoId),
  userId: String(r.userId),
  numero: toNumber(r.numero as number | string),
  reservado: r.reservado === true || r.reservado === 1,
  createdAt: String(r.createdAt),
});

export class KnexCarNumberRepository implements CarNumberRepository {
  constructor(private readonly knex: Knex) {}

  async listFor(campeonatoId: string, trx?: Transaction): Promise<CarNumber[]> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId }).orderBy('numero').select(COLUMNS)).map(toCarNumber);
  }

  async find(campeonatoId: string, userId: string, trx?: Transaction): Promise<CarNumber | null> {
    const row = await db(this.knex, trx)(TABLE).where({ campeonatoId, userId }).first(COLUMNS);
    return row ? toCarNumber(row) : null;
  }

  async ofDriverIn(userId: string, campeonatoIds: readonly string[]): Promise<CarNumber[]> {
    if (campeonatoIds.length === 0) return [];
    return (await this.knex(TABLE).whereIn('campeonatoId', [...campeonatoIds]).andWhere({ userId }).select(COLUMNS)).map(toCarNumber);
  }

  async findNumber(campeonatoId: string, numero: number, trx?: Transaction): Promise<CarNumber | null> {
    const row = await db(this.knex, trx)(TABLE).where({ campeonatoId, numero }).first(COLUMNS);
    return row ? toCarNumber(row) : null;
  }

  async save(row: CarNumber, trx?: Transaction): Promise<void> {
    const q = db(this.knex, trx);
    try {
      const updated = await q(TABLE).where({ id: row.id }).update({ numero: row.numero, reservado: row.reservado });
      if (updated === 0) await q(TABLE).insert(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw carNumberTaken(row.numero);
      throw err;
    }
  }

  async remove(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId, userId }).delete()) > 0;
  }
}
