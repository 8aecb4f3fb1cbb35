import type { Knex } from 'knex';
import { isPostgres } from '../../../../platform/database/knex.js';
import { toBool, toIsoOrNull, toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { AdminNote, Currency, GatewayName, Payment, PaymentState } from '../../domain/payment.entity.js';
import type { PaymentFilters, PaymentRecord, PaymentRepository, StatsRows } from '../../application/ports/payment.repository.port.js';

const TABLE = 'payments';

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
  createdAt: string;
  updatedAt: string;
}

/** The record's joined columns: the payer, the championship and the admin who recorded it. */
interface RecordRow extends PaymentRow {
  u_id: string | null;
  u_nombre: string | null;
  u_apellido: string | null;
  u_email: string | null;
  c_id: string | null;
  c_nombre: string | null;
  c_categoria: string | null;
  c_precio: number | string | null;
  a_id: string | null;
  a_nombre: string | null;
  a_apellido: string | null;
  a_email: string | null;
}

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
    createdAt: toIsoOrNull(row.createdAt) as string,
    updatedAt: toIsoOrNull(row.updatedAt) as string,
  };
}

function toRecord(row: RecordRow): PaymentRecord {
  return {
    ...toPayment(row),
    usuario: row.u_id ? { id: row.u_id, nombre: row.u_nombre ?? '', apellido: row.u_apellido ?? '', email: row.u_email ?? '' } : null,
    campeonato: row.c_id ? { id: row.c_id, nombreCampeonato: row.c_nombre ?? '', categoria: row.c_categoria ?? '', precioCentavos: toNumber(row.c_precio ?? 0) } : null,
    creador: row.a_id ? { id: row.a_id, nombre: `${row.a_nombre ?? ''} ${row.a_apellido ?? ''}`.trim(), email: row.a_email ?? '' } : null,
  };
}

function toColumns(fields: Partial<Payment>): Record<string, unknown> {
  const { notasAdmin, ...rest } = fields;
  const columns: Record<string, unknown> = { ...rest };
  delete columns.id;
  if (notasAdmin !== undefined) columns.notasAdmin = JSON.stringify(notasAdmin);
  return columns;
}

/**
 * Payments in Knex. State changes are conditional UPDATEs whose affected-row count says who won;
 * the admin screens read through one joined query (payer, championship, recording admin), the
 * read side's query object, rather than one call per row to the other modules.
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

  private records(trx?: Transaction) {
    return db(this.knex, trx)(`${TABLE} as p`)
      .leftJoin('users as u', 'u.id', 'p.userId')
      .leftJoin('championships as c', 'c.id', 'p.campeonatoId')
      .leftJoin('users as a', 'a.id', 'p.creadoPor')
      .select(
        'p.*',
        'u.id as u_id',
        'u.nombre as u_nombre',
        'u.apellido as u_apellido',
        'u.email as u_email',
        'c.id as c_id',
        'c.nombreCampeonato as c_nombre',
        'c.categoria as c_categoria',
        'c.precioCentavos as c_precio',
        'a.id as a_id',
        'a.nombre as a_nombre',
        'a.apellido as a_apellido',
        'a.email as a_email',
      );
  }

  async findRecord(id: string, trx?: Transaction): Promise<PaymentRecord | null> {
    const row = await this.records(trx).where('p.id', id).first();
    return row ? toRecord(row as RecordRow) : null;
  }

  async search(filters: PaymentFilters, page: { offset: number; limit: number } | null): Promise<{ rows: PaymentRecord[]; total: number }> {
    const where = (q: Knex.QueryBuilder) => {
      if (filters.estado) q.where('p.estado', filters.estado);
      if (filters.campeonatoId) q.where('p.campeonatoId', filters.campeonatoId);
      if (filters.desde) q.where('p.createdAt', '>=', filters.desde);
      if (filters.hasta) q.where('p.createdAt', '<', filters.hasta);
      if (filters.usuario) {
        const text = filters.usuario.trim();
        const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q.where((w) =>
          w
            .where('p.userId', text)
            .orWhereRaw("lower(u.nombre) like ? escape '\\'", [like])
            .orWhereRaw("lower(u.apellido) like ? escape '\\'", [like])
            .orWhereRaw("lower(u.email) like ? escape '\\'", [like])
            .orWhereRaw("lower(u.nombre || ' ' || u.apellido) like ? escape '\\'", [like]),
        );
      }
      return q;
    };
    const countQuery = where(this.knex(`${TABLE} as p`).leftJoin('users as u', 'u.id', 'p.userId'));
    const [{ n }] = await countQuery.count({ n: '*' });
    const query = where(this.records()).orderBy([
      { column: 'p.createdAt', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ]);
    if (page) query.offset(page.offset).limit(page.limit);
    const rows = (await query) as RecordRow[];
    return { rows: rows.map(toRecord), total: Number(n) };
  }

  async stats(since: Date, top: number): Promise<StatsRows> {
    const porEstado: Array<Record<string, unknown>> = await this.knex(TABLE).select('estado').count({ total: '*' }).groupBy('estado');
    const porMoneda: Array<Record<string, unknown>> = await this.knex(TABLE).where({ estado: 'completado' }).select('moneda').sum({ monto: 'montoCentavos' }).groupBy('moneda');
    const porCampeonato: Array<Record<string, unknown>> = await this.knex(`${TABLE} as p`)
      .join('championships as c', 'c.id', 'p.campeonatoId')
      .where('p.estado', 'completado')
      .select('p.campeonatoId', 'c.nombreCampeonato')
      .count({ total: '*' })
      .select(this.knex.raw("sum(case when p.moneda = 'mxn' then p.\"montoCentavos\" else 0 end) as monto"))
      .groupBy('p.campeonatoId', 'c.nombreCampeonato')
      .orderBy([
        { column: 'total', order: 'desc' },
        { column: 'c.nombreCampeonato', order: 'asc' },
      ])
      .limit(top);
    const recientes = await this.knex(TABLE)
      .where({ estado: 'completado' })
      .where('fechaCompletado', '>=', since.toISOString())
      .select('fechaCompletado', 'montoCentavos', 'moneda');
    return {
      porEstado: porEstado.map((r) => ({ estado: r.estado as PaymentState, total: Number(r.total) })),
      completadosPorMoneda: porMoneda.map((r) => ({ moneda: String(r.moneda), montoCentavos: Number(r.monto ?? 0) })),
      porCampeonato: porCampeonato.map((r) => ({
        campeonatoId: String(r.campeonatoId),
        nombreCampeonato: String(r.nombreCampeonato),
        total: Number(r.total),
        montoCentavos: Number(r.monto ?? 0),
      })),
      completadosDesde: recientes.map((r) => ({ fechaCompletado: toIsoOrNull(r.fechaCompletado) as string, montoCentavos: Number(r.montoCentavos), moneda: String(r.moneda) })),
    };
  }
}
