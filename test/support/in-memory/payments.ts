import type { Account } from '../../../src/modules/championships/application/ports/account-directory.port.js';
import type { PaymentRecord, PaymentRepository } from '../../../src/modules/payments/application/ports/payment.repository.port.js';
import { isCheckoutLive, type AdminNote, type Payment, type PaymentState } from '../../../src/modules/payments/domain/payment.entity.js';
import type { MemoryChampionships } from './championships.js';
import { MemoryTable } from './transactions.js';

/**
 * Payments in memory, with the conditional `transition` that fulfilment relies on. Records are joined
 * with the championships and accounts given. The admin screens' read side (search, stats) is left to
 * the database tests.
 */
export class MemoryPayments extends MemoryTable<Payment> implements PaymentRepository {
  constructor(
    private readonly championships: MemoryChampionships,
    private readonly accounts: Account[] = [],
  ) {
    super();
  }

  private get(id: string): Payment | null {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }
  private first(match: (p: Payment) => boolean): Payment | null {
    return this.all().find(match) ?? null;
  }

  async insert(payment: Payment): Promise<void> {
    this.rows.set(payment.id, structuredClone(payment));
  }
  async findById(id: string): Promise<Payment | null> {
    return this.get(id);
  }
  async lockById(id: string): Promise<Payment | null> {
    return this.get(id);
  }
  async findBySessionId(sessionId: string): Promise<Payment | null> {
    return this.first((p) => p.stripeSessionId === sessionId);
  }
  async findByPaymentIntentId(paymentIntentId: string): Promise<Payment | null> {
    return this.first((p) => p.stripePaymentIntentId === paymentIntentId);
  }
  async findLiveCheckout(userId: string, campeonatoId: string, now: Date): Promise<Payment | null> {
    return this.first((p) => p.userId === userId && p.campeonatoId === campeonatoId && isCheckoutLive(p, now));
  }
  async setCheckout(id: string, checkout: { stripeSessionId: string; checkoutUrl: string }, now: Date): Promise<void> {
    await this.update(id, { ...checkout, updatedAt: now.toISOString() });
  }
  async transition(id: string, from: PaymentState, to: PaymentState, fields: Partial<Payment>): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.estado !== from) return false;
    this.rows.set(id, { ...row, ...structuredClone(fields), estado: to });
    return true;
  }
  async update(id: string, fields: Partial<Payment>): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ...structuredClone(fields) });
  }
  async appendNote(id: string, note: AdminNote): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, notasAdmin: [...row.notasAdmin, { ...note }] });
  }
  async delete(id: string): Promise<void> {
    this.rows.delete(id);
  }
  async existFor(campeonatoId: string): Promise<boolean> {
    return this.all().some((p) => p.campeonatoId === campeonatoId);
  }
  async heldPlaces(campeonatoId: string, now: Date, exceptUserId: string | null): Promise<number> {
    return this.all().filter((p) => p.campeonatoId === campeonatoId && p.userId !== exceptUserId && isCheckoutLive(p, now)).length;
  }
  async completedFor(campeonatoId: string): Promise<Array<{ userId: string; pagoId: string }>> {
    const latest = new Map<string, Payment>();
    for (const p of this.all().filter((x) => x.campeonatoId === campeonatoId && x.estado === 'completado')) {
      const seen = latest.get(p.userId);
      if (!seen || (p.fechaCompletado ?? '') > (seen.fechaCompletado ?? '')) latest.set(p.userId, p);
    }
    return [...latest.values()].map((p) => ({ userId: p.userId, pagoId: p.id }));
  }
  async listStale(now: Date, limit: number): Promise<Payment[]> {
    return this.all()
      .filter((p) => p.estado === 'pendiente' && (p.expiraEn === null || p.expiraEn <= now.toISOString()))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .slice(0, limit);
  }
  async findRecord(id: string): Promise<PaymentRecord | null> {
    const payment = this.get(id);
    if (!payment) return null;
    const account = this.accounts.find((a) => a.id === payment.userId);
    const championship = this.championships.rows.get(payment.campeonatoId);
    return {
      ...payment,
      usuario: account ? { id: account.id, nombre: account.nombre, apellido: account.apellido, email: account.email } : null,
      campeonato: championship
        ? { id: championship.id, nombreCampeonato: championship.nombreCampeonato, categoria: championship.categoria, precioCentavos: championship.precioCentavos }
        : null,
      creador: null,
    };
  }
  search(): never {
    throw new Error('search: la lista de pagos se prueba sobre la base de datos');
  }
  stats(): never {
    throw new Error('stats: las estadísticas se prueban sobre la base de datos');
  }
}

/** A card checkout started at `createdAt`, holding its place for 30 minutes. */
export function aCheckout(fields: Partial<Payment> & Pick<Payment, 'id' | 'userId' | 'campeonatoId' | 'createdAt'>): Payment {
  return {
    montoCentavos: 50_000,
    moneda: 'mxn',
    estado: 'pendiente',
    pasarela: 'stripe',
    esManual: false,
    creadoPor: null,
    stripeSessionId: `cs_${fields.id}`,
    stripePaymentIntentId: null,
    checkoutUrl: `https://pagos.ejemplo.test/${fields.id}`,
    expiraEn: new Date(new Date(fields.createdAt).getTime() + 30 * 60_000).toISOString(),
    fechaCompletado: null,
    fechaReembolso: null,
    notasAdmin: [],
    detalles: null,
    updatedAt: fields.createdAt,
    ...fields,
  };
}
