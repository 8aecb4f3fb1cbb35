import type { Knex } from 'knex';
import { toIso, toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { WaitlistRepository } from '../../application/ports/waitlist.repository.port.js';
import { alreadyQueued } from '../../domain/championships.errors.js';
import type { OfferOutcome, WaitlistEntry } from '../../domain/waitlist.js';

const TABLE = 'championship_waitlist';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
}

const toEntry = (r: Record<string, unknown>): WaitlistEntry => ({
  id: String(r.id),
  campeonatoId: String(r.campeonatoId),
  userId: String(r.userId),
  orden: toNumber(r.orden as number | string),
  createdAt: toIso(r.createdAt),
  ofertaCreadaEn: r.ofertaCreadaEn ? toIso(r.ofertaCreadaEn) : null,
  ofertaVenceEn: r.ofertaVenceEn ? toIso(r.ofertaVenceEn) : null,
});

const OUTCOMES = 'championship_offer_outcomes';

const toOutcome = (r: Record<string, unknown>): OfferOutcome => ({
  campeonatoId: String(r.campeonatoId),
  userId: String(r.userId),
  resultado: String(r.resultado) as OfferOutcome['resultado'],
  ofertaVenceEn: toIso(r.ofertaVenceEn),
  decididaEn: toIso(r.decididaEn),
});

const ORDER = [{ column: 'orden' }, { column: 'createdAt' }, { column: 'id' }];

export class KnexWaitlistRepository implements WaitlistRepository {
  constructor(private readonly knex: Knex) {}

  async listFor(campeonatoId: string, trx?: Transaction): Promise<WaitlistEntry[]> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId }).orderBy(ORDER)).map(toEntry);
  }

  async insert(entry: WaitlistEntry, trx?: Transaction): Promise<void> {
    try {
      await db(this.knex, trx)(TABLE).insert(entry);
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyQueued();
      throw err;
    }
  }

  async remove(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId, userId }).delete()) > 0;
  }

  async setOffer(id: string, offer: { ofertaCreadaEn: string; ofertaVenceEn: string } | null, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE)
      .where({ id })
      .update(offer ?? { ofertaCreadaEn: null, ofertaVenceEn: null });
  }

  async reorder(campeonatoId: string, entryIds: readonly string[], trx?: Transaction): Promise<void> {
    for (const [index, id] of entryIds.entries()) await db(this.knex, trx)(TABLE).where({ campeonatoId, id }).update({ orden: index + 1 });
  }

  async nextOrder(campeonatoId: string, trx?: Transaction): Promise<number> {
    const row = await db(this.knex, trx)(TABLE).where({ campeonatoId }).max({ n: 'orden' }).first();
    return (row?.n === null || row?.n === undefined ? 0 : toNumber(row.n)) + 1;
  }

  async championshipsWithQueue(trx?: Transaction): Promise<string[]> {
    return (await db(this.knex, trx)(TABLE).distinct('campeonatoId').orderBy('campeonatoId')).map((r: { campeonatoId: string }) => r.campeonatoId);
  }

  async ofUser(userId: string, trx?: Transaction): Promise<WaitlistEntry[]> {
    return (await db(this.knex, trx)(TABLE).where({ userId }).orderBy('createdAt')).map(toEntry);
  }

  async recordOutcome(outcome: OfferOutcome, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(OUTCOMES).insert(outcome).onConflict(['campeonatoId', 'userId']).merge(['resultado', 'ofertaVenceEn', 'decididaEn']);
  }

  async outcomeOf(campeonatoId: string, userId: string, trx?: Transaction): Promise<OfferOutcome | null> {
    const row = await db(this.knex, trx)(OUTCOMES).where({ campeonatoId, userId }).first();
    return row ? toOutcome(row) : null;
  }

  async outcomesFor(campeonatoId: string, trx?: Transaction): Promise<OfferOutcome[]> {
    return (await db(this.knex, trx)(OUTCOMES).where({ campeonatoId }).orderBy('decididaEn', 'desc')).map(toOutcome);
  }

  async outcomesOfUser(userId: string, trx?: Transaction): Promise<OfferOutcome[]> {
    return (await db(this.knex, trx)(OUTCOMES).where({ userId }).orderBy('decididaEn', 'desc')).map(toOutcome);
  }
}
