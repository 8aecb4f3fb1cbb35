import type { Knex } from 'knex';
import { isPostgres } from '../../../../platform/database/knex.js';
import { toBool, toIsoOrNull, toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { AdminNote, Currency, GatewayName, ManualRefund, Payment, PaymentMethod, PaymentState, Voucher } from '../../domain/payment.entity.js';
import type { ChampionshipTotal, PaymentRepository, PaymentRowFilters, PaymentWindow, StatsTotals } from '../../application/ports/payment.repository.port.js';

const TABLE = 'payments';
/** The statistics' totals, kept by triggers on payments (docs/adr/0067). */
const STATE_TOTALS = 'payment_state_totals';
const MONTH_TOTALS = 'payment_month_totals';
const CHAMPIONSHIP_TOTALS = 'payment_championship_totals';

interface PaymentRow {
  id: string;
  userId: string;
  campeonatoId: string;
  montoCentavos: number | string;
  moneda: string;
  estado: string;
  pasarela: string;
  esManual: boolean | number;
  creadoPor: string | null;
  stripeSessionId: string | null;
  stripePaymentIntentId: string | null;
  checkoutUrl: string | null;
  expiraEn: string | null;
  fechaCompletado: string | null;
  fechaReembolso: string | null;
  notasAdmin: string | AdminNote[];
  detalles: string | null;
  metodo: string | null;
  ficha: string | null;
  sinLugar: boolean | number | null;
  planMeses: number | string | null;
  reembolsoManual: string | null;
  detallesInscripcion?: string | null;
  createdAt: string;
  updatedAt: string;
}

const json = <T>(value: string | T | null): T | null => (value === null || value === undefined ? null : typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    userId: row.userId,
    campeonatoId: row.campeonatoId,
    montoCentavos: toNumber(row.montoCentavos),
    moneda: row.moneda as Currency,
    estado: row.estado as PaymentState,
    pasarela: row.pasarela as GatewayName,
    esManual: toBool(row.esManual),
    creadoPor: row.creadoPor,
    stripeSessionId: row.stripeSessionId,
    stripePaymentIntentId: row.stripePaymentIntentId,
    checkoutUrl: row.checkoutUrl,
    expiraEn: toIsoOrNull(row.expiraEn),
    fechaCompletado: toIsoOrNull(row.fechaCompletado),
    fechaReembolso: toIsoOrNull(row.fechaReembolso),
    notasAdmin: typeof row.notasAdmin === 'string' ? (JSON.parse(row.notasAdmin) as AdminNote[]) : row.notasAdmin,
    detalles: row.detalles,
    metodo: (row.metodo ?? 'tarjeta') as PaymentMethod,
    ficha: json<Voucher>(row.ficha),
    sinLugar: toBool(row.sinLugar ?? false),
    planMeses: row.planMeses === null || row.planMeses === undefined ? null : toNumber(row.planMeses),
    reembolsoManual: json<ManualRefund>(row.reembolsoManual),
    detallesInscripcion: json<NonNullable<Payment['detallesInscripcion']>>(row.detallesInscripcion ?? null),
    createdAt: toIsoOrNull(row.createdAt) as string,
    updatedAt: toIsoOrNull(row.updatedAt) as string,
  };
}

function toColumns(fields: Partial<Payment>): Record<string, unknown> {
  const { notasAdmin, ficha, reembolsoManual, detallesInscripcion, ...rest } = fields;
  const columns: Record<string, unknown> = { ...rest };
  delete columns.id;
  if (notasAdmin !== undefined) columns.notasAdmin = JSON.stringify(notasAdmin);
  if (detallesInscripcion !== undefined) columns.detallesInscripcion = detallesInscripcion === null ? null : JSON.stringify(detallesInscripcion);
  if (ficha !== undefined) columns.ficha = ficha === null ? null : JSON.stringify(ficha);
  if (reembolsoManual !== undefined) {
    columns.reembolsoManual = reembolsoManual === null ? null : JSON.stringify(reembolsoManual);
    // Kept beside the JSON so the admin's list filters the refunds still to send.
    columns.reembolsoPendiente = reembolsoManual !== null && reembolsoManual.claveRastreo === null;
  }
  return columns;
}

/**
 * Payments in Knex, over this module's own table only. State changes are conditional UPDATEs whose
 * affected-row count says who won. The admin screens' names (payer, championship, recording admin)
 * are added by PaymentRecordReader from identity's and championships' ports (docs/adr/0023).
 */
export class KnexPaymentRepository implements PaymentRepository {
  constructor(private readonly knex: Knex) {}

  async insert(payment: Payment, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert({ id: payment.id, ...toColumns(payment) });
  }

  async findById(id: string, trx?: Transaction): Promise<Payment | null> {
    const row = await db(this.knex, trx)(TABLE).where({ id }).first();
    return row ? toPayment(row) : null;
  }

  async lockById(id: string, trx: Transaction): Promise<Payment | null> {
    const query = db(this.knex, trx)(TABLE).where({ id }).first();
    // SQLite's one connection already queues transactions; PostgreSQL needs the row lock.
    const row = await (isPostgres(this.knex) ? query.forUpdate() : query);
    return row ? toPayment(row) : null;
  }

  async findBySessionId(sessionId: string, trx?: Transaction): Promise<Payment | null> {
    const row = await db(this.knex, trx)(TABLE).where({ stripeSessionId: sessionId }).first();
    return row ? toPayment(row) : null;
  }

  async findByPaymentIntentId(paymentIntentId: string, trx?: Transaction): Promise<Payment | null> {
    const row = await db(this.knex, trx)(TABLE).where({ stripePaymentIntentId: paymentIntentId }).orderBy('createdAt', 'desc').first();
    return row ? toPayment(row) : null;
  }

  async findLiveCheckout(userId: string, campeonatoId: string, now: Date, trx?: Transaction): Promise<Payment | null> {
    const row = await db(this.knex, trx)(TABLE)
      .where({ userId, campeonatoId, estado: 'pendiente', esManual: false })
      .where('expiraEn', '>', now.toISOString())
      .orderBy('createdAt', 'desc')
      .first();
    return row ? toPayment(row) : null;
  }

  async setCheckout(id: string, checkout: { stripeSessionId: string; checkoutUrl: string }, now: Date, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).where({ id }).update({ ...checkout, updatedAt: now.toISOString() });
  }

  async transition(id: string, from: PaymentState, to: PaymentState, fields: Partial<Payment>, trx?: Transaction): Promise<boolean> {
    const changed = await db(this.knex, trx)(TABLE)
      .where({ id, estado: from })
      .update({ ...toColumns(fields), estado: to });
    return Number(changed) === 1;
  }

  async recordVoucher(id: string, voucher: Voucher, expiraEn: string, now: Date, trx?: Transaction): Promise<boolean> {
    const changed = await db(this.knex, trx)(TABLE)
      .where({ id, estado: 'pendiente' })
      .whereNull('ficha')
      .update(toColumns({ ficha: voucher, expiraEn, updatedAt: now.toISOString() }));
    return Number(changed) === 1;
  }

  async findOpenHold(userId: string, campeonatoId: string, now: Date, trx?: Transaction): Promise<Payment | null> {
    const row = await db(this.knex, trx)(TABLE)
      .where({ userId, campeonatoId, estado: 'pendiente', esManual: false })
      .whereNotNull('ficha')
      .where('expiraEn', '>', now.toISOString())
      .orderBy('createdAt', 'desc')
      .first();
    return row ? toPayment(row) : null;
  }

  async pendingOf(userId: string, trx?: Transaction): Promise<Payment[]> {
    const rows = await db(this.knex, trx)(TABLE).where({ userId, estado: 'pendiente', esManual: false }).whereIn('metodo', ['oxxo', 'spei']).orderBy('createdAt', 'desc');
    return rows.map(toPayment);
  }

  async update(id: string, fields: Partial<Payment>, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).where({ id }).update(toColumns(fields));
  }

  async appendNote(id: string, note: AdminNote, trx?: Transaction): Promise<void> {
    // Callers hold the row (lock or a conditional UPDATE in the same transaction), so read-then-write is safe.
    const row = await db(this.knex, trx)(TABLE).where({ id }).first('notasAdmin');
    if (!row) return;
    const notes = typeof row.notasAdmin === 'string' ? (JSON.parse(row.notasAdmin) as AdminNote[]) : (row.notasAdmin as AdminNote[]);
    await db(this.knex, trx)(TABLE)
      .where({ id })
      .update({ notasAdmin: JSON.stringify([...notes, note]) });
  }

  async delete(id: string, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).where({ id }).delete();
  }

  async existFor(campeonatoId: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ campeonatoId }).first('id')) !== undefined;
  }

  async heldPlaces(campeonatoId: string, now: Date, exceptUserId: string | null, trx?: Transaction): Promise<number> {
    const query = db(this.knex, trx)(TABLE).where({ campeonatoId, estado: 'pendiente' }).where('expiraEn', '>', now.toISOString());
    if (exceptUserId) query.whereNot({ userId: exceptUserId });
    // One place per driver, however many checkouts they opened.
    const [{ n }] = await query.countDistinct({ n: 'userId' });
    return Number(n);
  }

  async holders(campeonatoId: string, now: Date, trx?: Transaction): Promise<string[]> {
    const rows = await db(this.knex, trx)(TABLE).where({ campeonatoId, estado: 'pendiente' }).where('expiraEn', '>', now.toISOString()).distinct('userId');
    return rows.map((r: { userId: string }) => r.userId);
  }

  async nextHoldEnd(campeonatoId: string, now: Date, trx?: Transaction): Promise<string | null> {
    const row = await db(this.knex, trx)(TABLE).where({ campeonatoId, estado: 'pendiente' }).where('expiraEn', '>', now.toISOString()).min({ fin: 'expiraEn' }).first();
    return toIsoOrNull(row?.fin ?? null);
  }

  async completedFor(campeonatoId: string, trx?: Transaction): Promise<Array<{ userId: string; pagoId: string }>> {
    const rows = await db(this.knex, trx)(TABLE)
      .where({ campeonatoId, estado: 'completado' })
      .orderBy([{ column: 'fechaCompletado' }, { column: 'createdAt' }, { column: 'id' }])
      .select('id', 'userId');
    // Later rows win: the latest completed payment of each driver.
    const byUser = new Map<string, string>();
    for (const row of rows as Array<{ id: string; userId: string }>) byUser.set(String(row.userId), String(row.id));
    return [...byUser].map(([userId, pagoId]) => ({ userId, pagoId }));
  }

  async listStale(now: Date, limit: number): Promise<Payment[]> {
    const rows = await this.knex(TABLE)
      .where({ estado: 'pendiente', esManual: false })
      .where((q) => q.where('expiraEn', '<=', now.toISOString()).orWhereNull('expiraEn'))
      .orderBy('createdAt')
      .limit(limit);
    return rows.map(toPayment);
  }

  async listHeldExpiring(from: Date, until: Date, limit: number): Promise<Payment[]> {
    const rows = await this.knex(TABLE)
      .where({ estado: 'pendiente' })
      .whereNotNull('ficha')
      .where('expiraEn', '>', from.toISOString())
      .where('expiraEn', '<=', until.toISOString())
      .orderBy([{ column: 'expiraEn' }, { column: 'id' }])
      .limit(limit);
    return rows.map(toPayment);
  }

  async search(filters: PaymentRowFilters, page: PaymentWindow | null): Promise<{ rows: Payment[]; total: number }> {
    const where = (q: Knex.QueryBuilder) => {
      if (filters.estado) q.where('estado', filters.estado);
      if (filters.metodo) q.where('metodo', filters.metodo);
      if (filters.situacion === 'apartado') q.where('estado', 'pendiente').whereNotNull('ficha');
      if (filters.situacion === 'pagado-sin-lugar') q.where({ estado: 'completado', sinLugar: true });
      if (filters.situacion === 'reembolso-manual-pendiente') q.where('reembolsoPendiente', true);
      if (filters.campeonatoId) q.where('campeonatoId', filters.campeonatoId);
      if (filters.desde) q.where('createdAt', '>=', filters.desde);
      if (filters.hasta) q.where('createdAt', '<', filters.hasta);
      if (filters.userIds) this.whereUserIn(q, filters.userIds);
      return q;
    };
    const [{ n }] = await where(this.knex(TABLE)).count({ n: '*' });
    // Read from the index (createdAt, id) (migration 20261213100200): a place, not an offset, for every page but the first.
    const older = !page || !('before' in page);
    const order = older ? 'desc' : 'asc';
    const query = where(this.knex(TABLE)).orderBy([
      { column: 'createdAt', order },
      { column: 'id', order },
    ]);
    if (page && 'after' in page) query.whereRaw('(??, ??) < (?, ?)', ['createdAt', 'id', page.after.createdAt, page.after.id]);
    if (page && 'before' in page) query.whereRaw('(??, ??) > (?, ?)', ['createdAt', 'id', page.before.createdAt, page.before.id]);
    if (page && 'offset' in page && page.offset > 0) query.offset(page.offset);
    if (page) query.limit(page.limit);
    const rows = ((await query) as PaymentRow[]).map(toPayment);
    return { rows: older ? rows : rows.reverse(), total: Number(n) };
  }

  /**
   * The payments of any of these payers, as one bound value however many there are (a search may
   * match every account): a PostgreSQL array, or a JSON array SQLite reads with json_each.
   */
  private whereUserIn(q: Knex.QueryBuilder, userIds: readonly string[]): void {
    if (isPostgres(this.knex)) q.whereRaw('?? = any(?)', ['userId', [...userIds]]);
    else q.whereRaw('?? in (select value from json_each(?))', ['userId', JSON.stringify(userIds)]);
  }

  /**
   * The totals kept by the payments' row triggers (docs/adr/0067): the general ones without the
   * championship (migration 20261226000200, a few rows per state, currency and method) and the months
   * asked from the Mexico City months' rows (migration 20261226000100), from the first one on; the last
   * month runs on, as a payment completed after it (a clock ahead) counts in it. No payment is read.
   */
  async stats(months: readonly string[]): Promise<StatsTotals> {
    const totals = () => this.knex(STATE_TOTALS).where('total', '>', 0);
    const rows: Array<{ estado: string; moneda: string; metodo: string; total: number | string; montoCentavos: number | string }> = await totals().select('estado', 'moneda', 'metodo', 'total', 'montoCentavos');
    const porEstado = new Map<PaymentState, number>();
    const porMoneda = new Map<string, number>();
    const porMetodo = new Map<PaymentMethod, { total: number; montoCentavos: number }>();
    for (const r of rows) {
      const total = Number(r.total);
      const monto = Number(r.montoCentavos);
      const estado = r.estado as PaymentState;
      porEstado.set(estado, (porEstado.get(estado) ?? 0) + total);
      if (estado !== 'completado') continue;
      porMoneda.set(r.moneda, (porMoneda.get(r.moneda) ?? 0) + monto);
      if (r.moneda !== 'mxn') continue;
      const metodo = r.metodo as PaymentMethod;
      const sum = porMetodo.get(metodo) ?? { total: 0, montoCentavos: 0 };
      porMetodo.set(metodo, { total: sum.total + total, montoCentavos: sum.montoCentavos + monto });
    }
    return {
      porEstado: [...porEstado].map(([estado, total]) => ({ estado, total })),
      completadosPorMoneda: [...porMoneda].map(([moneda, montoCentavos]) => ({ moneda, montoCentavos })),
      porMetodo: [...porMetodo].map(([metodo, sum]) => ({ metodo, ...sum })),
      porMes: await this.completedByMonth(months),
    };
  }

  private async completedByMonth(months: readonly string[]): Promise<StatsTotals['porMes']> {
    const porMes = months.map(() => ({ total: 0, montoCentavos: 0 }));
    if (months.length === 0) return porMes;
    const rows: Array<{ mes: string; moneda: string; total: number | string; montoCentavos: number | string }> = await this.knex(MONTH_TOTALS)
      .where('mes', '>=', months[0]!)
      .select('mes', 'moneda', 'total', 'montoCentavos');
    for (const r of rows) {
      const month = porMes[months.findLastIndex((m) => m <= r.mes)];
      if (!month) continue;
      month.total += Number(r.total);
      if (r.moneda === 'mxn') month.montoCentavos += Number(r.montoCentavos);
    }
    return porMes;
  }

  async leadingChampionships(rank: number): Promise<ChampionshipTotal[]> {
    // The rank-th largest count, from the index; with fewer championships than that, every one that has any.
    const [boundary] = (await this.knex(CHAMPIONSHIP_TOTALS).where('total', '>', 0).orderBy('total', 'desc').offset(rank - 1).limit(1).select('total')) as Array<{ total: number | string }>;
    // One bound (at least 1), so the index range starts at it rather than at the first count above 0.
    const rows: Array<{ campeonatoId: string; total: number | string; montoCentavos: number | string }> = await this.knex(CHAMPIONSHIP_TOTALS)
      .where('total', '>=', boundary ? Number(boundary.total) : 1)
      .select('campeonatoId', 'total', 'montoCentavos');
    return rows.map((r) => ({ campeonatoId: String(r.campeonatoId), total: Number(r.total), montoCentavos: Number(r.montoCentavos) }));
  }
}
