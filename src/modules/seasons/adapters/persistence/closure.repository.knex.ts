import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { ClosureRepository } from '../../application/ports/closure.repository.port.js';
import type { Closure, ClosureLogEntry, PodiumPlace } from '../../application/closure-record.js';

const CLOSURES = 'season_closures';
const PODIUMS = 'season_podiums';
const LOG = 'season_closure_log';

interface PodiumRow extends PodiumPlace {
  id: string;
  campeonatoId: string;
}

const toPlace = (row: PodiumRow): PodiumPlace & { campeonatoId: string } => ({
  campeonatoId: row.campeonatoId,
  tipo: row.tipo,
  clave: row.clave,
  grupo: row.grupo,
  posicion: Number(row.posicion),
  nombre: row.nombre,
  userId: row.userId,
  custId: row.custId === null ? null : Number(row.custId),
  puntos: Number(row.puntos),
});

export class KnexClosureRepository implements ClosureRepository {
  constructor(private readonly knex: Knex) {}

  async find(campeonatoId: string, trx?: Transaction): Promise<Closure | null> {
    const row = await db(this.knex, trx)(CLOSURES).where({ campeonatoId }).first();
    return row ? { campeonatoId: row.campeonatoId, tabla: JSON.parse(row.tabla), cerradaEn: row.cerradaEn, cerradaPor: row.cerradaPor } : null;
  }

  async closedAmong(campeonatoIds: readonly string[], trx?: Transaction): Promise<Set<string>> {
    if (campeonatoIds.length === 0) return new Set();
    const rows: Array<{ campeonatoId: string }> = await db(this.knex, trx)(CLOSURES).whereIn('campeonatoId', [...campeonatoIds]).select('campeonatoId');
    return new Set(rows.map((r) => r.campeonatoId));
  }

  async insert(closure: Closure, podium: PodiumPlace[], trx?: Transaction): Promise<boolean> {
    const q = db(this.knex, trx);
    // A second closing at once waits on the first's key, then inserts nothing.
    const stored = await q(CLOSURES)
      .insert({ campeonatoId: closure.campeonatoId, tabla: JSON.stringify(closure.tabla), cerradaEn: closure.cerradaEn, cerradaPor: closure.cerradaPor })
      .onConflict('campeonatoId')
      .ignore()
      .returning('campeonatoId');
    if (stored.length === 0) return false;
    if (podium.length) await q(PODIUMS).insert(podium.map((p) => ({ id: randomUUID(), campeonatoId: closure.campeonatoId, ...p })));
    return true;
  }

  async delete(campeonatoId: string, trx?: Transaction): Promise<boolean> {
    const q = db(this.knex, trx);
    // A second reopening at once waits on the first's row locks, then finds the closure gone.
    await q(PODIUMS).where({ campeonatoId }).delete();
    return (await q(CLOSURES).where({ campeonatoId }).delete()) > 0;
  }

  async podiums(filter: { campeonatoIds?: readonly string[]; userId?: string; upTo?: number }): Promise<Array<PodiumPlace & { campeonatoId: string }>> {
    const query = this.knex<PodiumRow>(PODIUMS).orderBy([{ column: 'campeonatoId' }, { column: 'tipo', order: 'desc' }, { column: 'clave' }, { column: 'posicion' }]);
    if (filter.campeonatoIds) query.whereIn('campeonatoId', [...filter.campeonatoIds]);
    if (filter.userId) query.where({ userId: filter.userId });
    if (filter.upTo) query.where('posicion', '<=', filter.upTo);
    return (await query).map(toPlace);
  }

  async log(entry: ClosureLogEntry, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(LOG).insert(entry);
  }

  async logOf(campeonatoId: string): Promise<ClosureLogEntry[]> {
    return this.knex(LOG).where({ campeonatoId }).orderBy([{ column: 'en' }, { column: 'id' }]);
  }
}
