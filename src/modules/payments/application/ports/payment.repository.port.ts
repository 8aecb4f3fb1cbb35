import type { Transaction } from '../../../../platform/transactions.js';
import type { PaymentSituation } from '../../../../contracts/payments.messages.js';
import type { AdminNote, Payment, PaymentMethod, PaymentState, Voucher } from '../../domain/payment.entity.js';

export interface PaymentFilters {
  estado?: PaymentState;
  metodo?: PaymentMethod;
  situacion?: PaymentSituation;
  campeonatoId?: string;
  /** User id, or part of the payer's name, surname or e-mail. */
  usuario?: string;
  /** Created at or after this instant (ISO). */
  desde?: string;
  /** Created before this instant (ISO). */
  hasta?: string;
}

/** The payments' own filters: `userIds` keeps the payments of these payers (PaymentRecordReader finds them from `usuario`). */
export type PaymentRowFilters = Omit<PaymentFilters, 'usuario'> & { userIds?: readonly string[] };

/** A payment with the names the admin screens show (PaymentRecordReader adds them). */
export interface PaymentRecord extends Payment {
  usuario: { id: string; nombre: string; apellido: string; email: string } | null;
  campeonato: { id: string; nombreCampeonato: string; categoria: string; precioCentavos: number } | null;
  creador: { id: string; nombre: string; email: string } | null;
}

export interface StatsRows {
  porEstado: Array<{ estado: PaymentState; total: number }>;
  completadosPorMoneda: Array<{ moneda: string; montoCentavos: number }>;
  porCampeonato: Array<{ campeonatoId: string; nombreCampeonato: string; total: number; montoCentavos: number }>;
  /**
   * Completed payments of each Mexico City month asked ('yyyy-MM', ascending; the last runs on), by
   * `fechaCompletado`: how many in any currency, and their amount in MXN. Kept as payments change, never counted row by row.
   */
  porMes: Array<{ total: number; montoCentavos: number }>;
  /** Completed MXN payments by method. */
  porMetodo: Array<{ metodo: PaymentMethod; total: number; montoCentavos: number }>;
}

/** The general totals and the months as this module's tables answer them; the championships are read apart (`leadingChampionships`). */
export type StatsTotals = Omit<StatsRows, 'porCampeonato'>;

/** A championship's completed payments (any currency) and their amount in MXN cents, unnamed. */
export interface ChampionshipTotal {
  campeonatoId: string;
  total: number;
  montoCentavos: number;
}

/** Port: stored payments. Every state change is a conditional write, so racing paths cannot both win. */
export interface PaymentRepository {
  insert(payment: Payment, trx?: Transaction): Promise<void>;
  findById(id: string, trx?: Transaction): Promise<Payment | null>;
  /** Reads the payment and holds its row until the transaction ends. */
  lockById(id: string, trx: Transaction): Promise<Payment | null>;
  findBySessionId(sessionId: string, trx?: Transaction): Promise<Payment | null>;
  findByPaymentIntentId(paymentIntentId: string, trx?: Transaction): Promise<Payment | null>;
  /** The user's checkout for the championship still running at `now`, if any. */
  findLiveCheckout(userId: string, campeonatoId: string, now: Date, trx?: Transaction): Promise<Payment | null>;
  setCheckout(id: string, checkout: { stripeSessionId: string; checkoutUrl: string }, now: Date, trx?: Transaction): Promise<void>;
  /**
   * Moves the payment from `from` to `to` only if it is still in `from`, with the other fields
   * given; answers whether this call made the change (the single gate of fulfilment).
   */
  transition(id: string, from: PaymentState, to: PaymentState, fields: Partial<Payment>, trx?: Transaction): Promise<boolean>;
  /**
   * Records the voucher (or transfer) Stripe issued for a pending payment and holds its place until
   * `expiraEn`; only the first call changes the row (answers whether this one did).
   */
  recordVoucher(id: string, voucher: Voucher, expiraEn: string, now: Date, trx?: Transaction): Promise<boolean>;
  /** The driver's voucher or transfer still holding a place of the championship at `now`. */
  findOpenHold(userId: string, campeonatoId: string, now: Date, trx?: Transaction): Promise<Payment | null>;
  /** The driver's OXXO and SPEI payments still pending, newest first. */
  pendingOf(userId: string, trx?: Transaction): Promise<Payment[]>;
  /** Sets fields unconditionally (an admin's change, under the row lock). */
  update(id: string, fields: Partial<Payment>, trx?: Transaction): Promise<void>;
  appendNote(id: string, note: AdminNote, trx?: Transaction): Promise<void>;
  delete(id: string, trx?: Transaction): Promise<void>;
  existFor(campeonatoId: string, trx?: Transaction): Promise<boolean>;
  heldPlaces(campeonatoId: string, now: Date, exceptUserId: string | null, trx?: Transaction): Promise<number>;
  /** The drivers whose running checkouts hold a place of the championship at `now`. */
  holders(campeonatoId: string, now: Date, trx?: Transaction): Promise<string[]>;
  /** The earliest deadline after `now` of a place held in the championship, or null. */
  nextHoldEnd(campeonatoId: string, now: Date, trx?: Transaction): Promise<string | null>;
  /** One row per driver with a completed payment for the championship, the latest completed (championships' PaidEnrolments port). */
  completedFor(campeonatoId: string, trx?: Transaction): Promise<Array<{ userId: string; pagoId: string }>>;
  /** Pending payments whose checkout expired before `now` (or never started), oldest first. */
  listStale(now: Date, limit: number): Promise<Payment[]>;
  /** Held places (pending, with a voucher) whose deadline falls in (from, until], soonest first. */
  listHeldExpiring(from: Date, until: Date, limit: number): Promise<Payment[]>;
  // Read side of the admin screens (named by PaymentRecordReader).
  /**
   * Newest first, with the total matching; `page` null for all. A page after or before a place is read
   * from the index (createdAt, id), never by skipping rows (docs/adr/0060).
   */
  search(filters: PaymentRowFilters, page: PaymentWindow | null): Promise<{ rows: Payment[]; total: number }>;
  /** The kept totals, a bounded number of rows however many payments and championships there are. */
  stats(months: readonly string[]): Promise<StatsTotals>;
  /**
   * The championships with completed payments whose count reaches the `rank`-th largest (every one tied
   * with it included; all of them when fewer than `rank` have any), read from the kept counts' index.
   */
  leadingChampionships(rank: number): Promise<ChampionshipTotal[]>;
}

/** Where a payment stands in the admin list (newest first): its creation instant, then its id. */
export interface PaymentPlace {
  createdAt: string;
  id: string;
}

/** A window of the admin list: by position (the first page), or the `limit` payments after or before a place. */
export type PaymentWindow = { offset: number; limit: number } | { after: PaymentPlace; limit: number } | { before: PaymentPlace; limit: number };
