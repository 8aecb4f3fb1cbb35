import type { Knex } from 'knex';
import { toIso, toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { SuspensionStore } from '../../application/ports/suspension-store.port.js';
import type { Suspension } from '../../domain/licence.js';

const SUSPENSIONS = 'suspensions';
const nullable = (v: unknown) => (v === null || v === undefined ? null : String(v));

const toSuspension = (row: Record<string, unknown>): Suspension => ({
  id: String(row.id),
  campeonatoId: String(row.campeonatoId),
  userId: String(row.userId),
  tipo: row.tipo as Suspension['tipo'],
  carreraId: String(row.carreraId),
  umbral: toNumber(row.umbral),
  puntos: toNumber(row.puntos),
  createdAt: toIso(row.createdAt),
  levantadaPor: nullable(row.levantadaPor),
  levantadaAt: row.levantadaAt ? toIso(row.levantadaAt) : null,
  motivoLevantamiento: nullable(row.motivoLevantamiento),
});

export class KnexSuspensionStore implements SuspensionStore {
  constructor(private readonly knex: Knex) {}

  async insert(suspension: Suspension, trx: Transaction): Promise<boolean> {
    // One suspension per driver and threshold: the unique key decides between two decisions at once.
    const inserted = await db(this.knex, trx)(SUSPENSIONS).insert(suspension).onConflict(['campeonatoId', 'userId', 'umbral']).ignore().returning('id');
    return inserted.length === 1;
  }

  async findById(id: string): Promise<Suspension | null> {
    const row = await this.knex(SUSPENSIONS).where({ id }).first();
    return row ? toSuspension(row) : null;
  }

  async ofChampionship(campeonatoId: string): Promise<Suspension[]> {
    return (await this.knex(SUSPENSIONS).where({ campeonatoId }).orderBy([{ column: 'createdAt' }, { column: 'id' }])).map(toSuspension);
  }

  async lift(id: string, by: string, motivo: string, at: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(SUSPENSIONS).where({ id }).whereNull('levantadaAt').update({ levantadaPor: by, levantadaAt: at, motivoLevantamiento: motivo })) === 1;
  }
}
