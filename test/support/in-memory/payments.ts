import { byCodePoints } from '../../../src/platform/code-point-order.js';
import { mexicoCityMonth } from '../../../src/contracts/formats.js';
import { matchesSearch } from '../../../src/contracts/search-text.js';
import type { Account } from '../../../src/modules/championships/application/ports/account-directory.port.js';
import { PaymentRecordReader } from '../../../src/modules/payments/application/payment-records.js';
import type { ChampionshipTotal, PaymentRepository, PaymentRowFilters, PaymentWindow, StatsTotals } from '../../../src/modules/payments/application/ports/payment.repository.port.js';
import type { ChampionshipLabel, ChampionshipLabels, PayerCard, PayerDirectory, PayerSearch } from '../../../src/modules/payments/application/ports/record-names.port.js';
import { isCheckoutLive, type AdminNote, type Payment, type PaymentState, type Voucher } from '../../../src/modules/payments/domain/payment.entity.js';
import type { Checkout, CheckoutRequest, CheckoutStatus, GatewayEvent, PaymentGateway } from '../../../src/modules/payments/application/ports/payment-gateway.port.js';
import { situationOf } from '../../../src/modules/payments/application/views.js';
import type { GatewayCustomers, MethodSettingsRepository } from '../../../src/modules/payments/application/ports/method-settings.port.js';
import { NO_EXTRA_METHODS, type MethodSettings } from '../../../src/modules/payments/domain/payment-methods.js';
import type { MemoryChampionships } from './championships.js';
import { MemoryTable } from './transactions.js';

/**
 * Payments in memory, with the conditional `transition` that fulfilment relies on, and the admin
 * screens' filters and totals as the table answers them (unnamed: PaymentRecordReader names them).
 */
export class MemoryPayments extends MemoryTable<Payment> implements PaymentRepository {
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
  async recordVoucher(id: string, voucher: Voucher, expiraEn: string, now: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.estado !== 'pendiente' || row.ficha) return false;
    this.rows.set(id, { ...row, ficha: { ...voucher }, expiraEn, updatedAt: now.toISOString() });
    return true;
  }
  async findOpenHold(userId: string, campeonatoId: string, now: Date): Promise<Payment | null> {
    return this.first((p) => p.userId === userId && p.campeonatoId === campeonatoId && p.ficha !== null && isCheckoutLive(p, now));
  }
  async pendingOf(userId: string): Promise<Payment[]> {
    return this.all()
      .filter((p) => p.userId === userId && p.estado === 'pendiente' && !p.esManual && (p.metodo === 'oxxo' || p.metodo === 'spei'))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
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
  async holders(campeonatoId: string, now: Date): Promise<string[]> {
    return [...new Set(this.all().filter((p) => p.campeonatoId === campeonatoId && isCheckoutLive(p, now)).map((p) => p.userId))];
  }
  async nextHoldEnd(campeonatoId: string, now: Date): Promise<string | null> {
    const ends = this.all()
      .filter((p) => p.campeonatoId === campeonatoId && isCheckoutLive(p, now) && p.expiraEn)
      .map((p) => p.expiraEn as string)
      .sort();
    return ends[0] ?? null;
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
  async listHeldExpiring(from: Date, until: Date, limit: number): Promise<Payment[]> {
    return this.all()
      .filter((p) => p.estado === 'pendiente' && p.ficha !== null && p.expiraEn !== null && p.expiraEn > from.toISOString() && p.expiraEn <= until.toISOString())
      .sort((a, b) => a.expiraEn!.localeCompare(b.expiraEn!) || a.id.localeCompare(b.id))
      .slice(0, limit);
  }
  async search(filters: PaymentRowFilters, page: PaymentWindow | null): Promise<{ rows: Payment[]; total: number }> {
    const found = this.all()
      .filter(
        (p) =>
          (!filters.estado || p.estado === filters.estado) &&
          (!filters.metodo || p.metodo === filters.metodo) &&
          (!filters.situacion || situationOf(p) === filters.situacion) &&
          (!filters.campeonatoId || p.campeonatoId === filters.campeonatoId) &&
          (!filters.desde || p.createdAt >= filters.desde) &&
          (!filters.hasta || p.createdAt < filters.hasta) &&
          (!filters.userIds || filters.userIds.includes(p.userId)),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    if (!page) return { rows: found, total: found.length };
    const newer = (p: { createdAt: string; id: string }, place: { createdAt: string; id: string }) => p.createdAt > place.createdAt || (p.createdAt === place.createdAt && p.id > place.id);
    if ('after' in page) return { rows: found.filter((p) => newer(page.after, p)).slice(0, page.limit), total: found.length };
    if ('before' in page) return { rows: found.filter((p) => newer(p, page.before)).slice(-page.limit), total: found.length };
    return { rows: found.slice(page.offset, page.offset + page.limit), total: found.length };
  }
  async stats(months: readonly string[]): Promise<StatsTotals> {
    const completed = this.all().filter((p) => p.estado === 'completado');
    const count = <K extends string>(keys: K[]) => [...new Set(keys)].map((key) => ({ key, total: keys.filter((k) => k === key).length }));
    const month = (p: Payment) => (p.fechaCompletado === null ? -1 : months.findLastIndex((m) => m <= mexicoCityMonth(p.fechaCompletado!)));
    return {
      porEstado: count(this.all().map((p) => p.estado)).map(({ key, total }) => ({ estado: key, total })),
      completadosPorMoneda: [...new Set(completed.map((p) => p.moneda))].map((moneda) => ({
        moneda,
        montoCentavos: completed.filter((p) => p.moneda === moneda).reduce((sum, p) => sum + p.montoCentavos, 0),
      })),
      porMetodo: [...new Set(completed.filter((p) => p.moneda === 'mxn').map((p) => p.metodo))].map((metodo) => {
        const of = completed.filter((p) => p.moneda === 'mxn' && p.metodo === metodo);
        return { metodo, total: of.length, montoCentavos: of.reduce((sum, p) => sum + p.montoCentavos, 0) };
      }),
      porMes: months.map((_, i) => {
        const of = completed.filter((p) => month(p) === i);
        return { total: of.length, montoCentavos: of.filter((p) => p.moneda === 'mxn').reduce((sum, p) => sum + p.montoCentavos, 0) };
      }),
    };
  }
  async leadingChampionships(rank: number): Promise<ChampionshipTotal[]> {
    const completed = this.all().filter((p) => p.estado === 'completado');
    const all = [...new Set(completed.map((p) => p.campeonatoId))].map((campeonatoId) => {
      const of = completed.filter((p) => p.campeonatoId === campeonatoId);
      return { campeonatoId, total: of.length, montoCentavos: of.filter((p) => p.moneda === 'mxn').reduce((sum, p) => sum + p.montoCentavos, 0) };
    });
    const boundary = all.map((c) => c.total).sort((a, b) => b - a)[rank - 1] ?? 1;
    return all.filter((c) => c.total >= boundary);
  }
}

/** Identity's answers to payments, from a list of accounts: cards by id, and ids by words of a name or address. */
export class MemoryPayers implements PayerDirectory, PayerSearch {
  constructor(readonly accounts: Account[] = []) {}
  async describe(ids: readonly string[]): Promise<PayerCard[]> {
    return this.accounts.filter((a) => ids.includes(a.id)).map((a) => ({ ...a }));
  }
  async idsMatching(text: string, limit: number): Promise<string[]> {
    return text.trim() === '' ? [] : this.accounts.filter((a) => matchesSearch(text, `${a.nombre} ${a.apellido}`, a.email)).map((a) => a.id).slice(0, limit);
  }
}

/** Championships' answer to payments, from the championships in memory. */
export class MemoryChampionshipLabels implements ChampionshipLabels {
  constructor(private readonly championships: MemoryChampionships) {}
  async summaries(ids: readonly string[]): Promise<ChampionshipLabel[]> {
    return this.labelsOf(ids);
  }
  async firstByName(ids: readonly string[], count: number): Promise<ChampionshipLabel[]> {
    this.namedByFirst.push(ids.length);
    return this.labelsOf(ids).sort((a, b) => byCodePoints(a.nombreCampeonato, b.nombreCampeonato) || byCodePoints(a.id, b.id)).slice(0, Math.max(0, count));
  }
  /** How many ids each `firstByName` call was given. */
  readonly namedByFirst: number[] = [];
  private labelsOf(ids: readonly string[]): ChampionshipLabel[] {
    return this.championships.all().flatMap((c) => (ids.includes(c.id) ? [{ id: c.id, nombreCampeonato: c.nombreCampeonato, categoria: c.categoria, precioCentavos: c.precioCentavos }] : []));
  }
}

/** The payments' read side over stores in memory: the records the admin screens and the confirmation read. */
export function memoryPaymentRecords(payments: MemoryPayments, championships: MemoryChampionships, accounts: Account[] = []): PaymentRecordReader {
  const payers = new MemoryPayers(accounts);
  return new PaymentRecordReader({ payments, payers, payerSearch: payers, championships: new MemoryChampionshipLabels(championships) });
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
    metodo: 'tarjeta',
    ficha: null,
    sinLugar: false,
    planMeses: null,
    reembolsoManual: null,
    updatedAt: fields.createdAt,
    ...fields,
  };
}

/** Championships' accepted methods in memory. */
export class MemoryMethodSettings implements MethodSettingsRepository {
  readonly rows = new Map<string, MethodSettings>();
  async find(campeonatoId: string): Promise<MethodSettings> {
    return { ...(this.rows.get(campeonatoId) ?? NO_EXTRA_METHODS) };
  }
  async save(campeonatoId: string, settings: MethodSettings): Promise<void> {
    this.rows.set(campeonatoId, { ...settings });
  }
}

/** Drivers' gateway customers in memory: the first recorded wins. */
export class MemoryGatewayCustomers implements GatewayCustomers {
  readonly rows = new Map<string, string>();
  async find(userId: string): Promise<string | null> {
    return this.rows.get(userId) ?? null;
  }
  async save(userId: string, customerId: string): Promise<string> {
    if (!this.rows.has(userId)) this.rows.set(userId, customerId);
    return this.rows.get(userId)!;
  }
}

/**
 * A payment gateway in memory: sessions answer what a test sets, events are parsed from JSON
 * without a signature (the Stripe stand-in covers signatures), customers and refunds are counted.
 */
export class MemoryGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly requests: CheckoutRequest[] = [];
  readonly statuses = new Map<string, CheckoutStatus>();
  readonly customers: string[] = [];
  readonly refunds: string[] = [];
  down = false;
  /** Milliseconds the gateway takes to answer a new checkout, as the network does. */
  latencyMs = 0;
  private next = 0;

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    this.requests.push(request);
    if (this.latencyMs) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    this.next += 1;
    const sessionId = `cs_${this.next}`;
    this.statuses.set(sessionId, { sessionId, status: 'open', paid: false, paymentIntentId: null, voucher: null, failed: false, installments: null });
    return { sessionId, url: `https://checkout.test/${sessionId}` };
  }
  async retrieveCheckout(sessionId: string): Promise<CheckoutStatus> {
    if (this.down) throw new Error('gateway down');
    const status = this.statuses.get(sessionId);
    if (!status) throw new Error(`no session ${sessionId}`);
    return { ...status };
  }
  readonly expired: string[] = [];
  async expireCheckout(sessionId: string): Promise<void> {
    if (this.down) throw new Error('gateway down');
    this.expired.push(sessionId);
    this.set(sessionId, { status: 'expired' });
  }
  /** Sets what the gateway answers of a session. */
  set(sessionId: string, fields: Partial<CheckoutStatus>): void {
    this.statuses.set(sessionId, { ...this.statuses.get(sessionId)!, ...fields });
  }
  async createCustomer(email: string): Promise<string> {
    this.customers.push(email);
    return `cus_${this.customers.length}`;
  }
  async refund(paymentIntentId: string): Promise<void> {
    this.refunds.push(paymentIntentId);
  }
  parseWebhook(rawBody: Buffer): GatewayEvent {
    return JSON.parse(rawBody.toString('utf8')) as GatewayEvent;
  }
}
