import { PAYER_MATCHES, PAYMENT_MSG } from '../../../contracts/payments.messages.js';
import { ValidationError } from '../../../platform/errors.js';
import type { Payment } from '../domain/payment.entity.js';
import type { PaymentFilters, PaymentRecord, PaymentRepository, PaymentWindow, StatsRows } from './ports/payment.repository.port.js';
import { byCodePoints } from '../../../platform/code-point-order.js';
import type { ChampionshipLabels, PayerDirectory, PayerSearch } from './ports/record-names.port.js';

/**
 * The read side of the admin screens and the confirmation: payments with the names of their payer,
 * championship and recording admin. Payments are read from this module's table; the names come from
 * identity and championships through their ports, one batch per page (never one call per row).
 */
export class PaymentRecordReader {
  constructor(private readonly deps: { payments: Pick<PaymentRepository, 'findById' | 'search' | 'stats' | 'leadingChampionships'>; payers: PayerDirectory; payerSearch: PayerSearch; championships: ChampionshipLabels }) {}

  /** One payment with its names; inside the caller's transaction when given one. */
  async find(id: string, trx?: unknown): Promise<PaymentRecord | null> {
    const payment = await this.deps.payments.findById(id, trx);
    return payment ? ((await this.named([payment], trx))[0] ?? null) : null;
  }

  /**
   * Newest first. `usuario` is a payer's id, or part of their name, surname or e-mail (accents and
   * case aside, as identity searches): identity answers the matching ids, the query keeps their
   * payments. A text more than PAYER_MATCHES accounts hold is refused (say more of the name), so
   * neither read grows with the accounts.
   */
  async search(filters: PaymentFilters, page: PaymentWindow | null): Promise<{ rows: PaymentRecord[]; total: number }> {
    const { usuario, ...rest } = filters;
    const text = usuario?.trim();
    const matching = text ? await this.deps.payerSearch.idsMatching(text, PAYER_MATCHES + 1) : [];
    if (matching.length > PAYER_MATCHES) throw new ValidationError(PAYMENT_MSG.payerTooBroad, { usuario: PAYMENT_MSG.payerTooBroad });
    const userIds = text ? [text, ...matching] : undefined;
    const { rows, total } = await this.deps.payments.search({ ...rest, ...(userIds ? { userIds } : {}) }, page);
    return { rows: await this.named(rows), total };
  }

  /**
   * The totals, with the `top` championships of most completed payments named (then by name); a deleted
   * championship's are left out. Only the championships that reach the top-th count are read (ties with
   * it included, since the name breaks them), and more only when some of those no longer exist.
   */
  async stats(months: readonly string[], top: number): Promise<StatsRows> {
    const totals = await this.deps.payments.stats(months);
    return { ...totals, porCampeonato: top > 0 ? await this.leading(top) : [] };
  }

  private async leading(top: number): Promise<StatsRows['porCampeonato']> {
    for (let rank = top; ; ) {
      const leading = await this.deps.payments.leadingChampionships(rank);
      // Those above the lowest count read are all in; of those tied at it, only the first by name that
      // the places left take are named (a hundred championships tied at the tenth count name ten).
      const lowest = Math.min(...leading.map((c) => c.total));
      const above = leading.filter((c) => c.total > lowest);
      const namedAbove = this.namedAmong(above, await this.labels(above.map((c) => c.campeonatoId)));
      const tied = leading.filter((c) => c.total === lowest);
      const left = top - namedAbove.length;
      const namedTied = left > 0 && tied.length > 0 ? this.namedAmong(tied, await this.deps.championships.firstByName(tied.map((c) => c.campeonatoId), left)) : [];
      const named = [...namedAbove, ...namedTied];
      // Every championship reaching the rank-th count was read: the top named ones are among them, unless
      // fewer than `top` of them exist and there are more championships below.
      if (named.length >= top || leading.length < rank) {
        return named.sort((a, b) => b.total - a.total || byCodePoints(a.nombreCampeonato, b.nombreCampeonato) || byCodePoints(a.campeonatoId, b.campeonatoId)).slice(0, top);
      }
      rank = leading.length + (top - named.length);
    }
  }

  /** These counts with their championship's name, those whose championship still exists. */
  private namedAmong<T extends { campeonatoId: string }>(counts: T[], labels: Array<{ id: string; nombreCampeonato: string }>): Array<T & { nombreCampeonato: string }> {
    const names = new Map(labels.map((c) => [c.id, c.nombreCampeonato]));
    return counts.flatMap((c) => {
      const nombreCampeonato = names.get(c.campeonatoId);
      return nombreCampeonato === undefined ? [] : [{ ...c, nombreCampeonato }];
    });
  }

  private labels(ids: string[], trx?: unknown) {
    return ids.length ? this.deps.championships.summaries([...new Set(ids)], trx) : Promise.resolve([]);
  }

  private async named(payments: Payment[], trx?: unknown): Promise<PaymentRecord[]> {
    if (payments.length === 0) return [];
    const people = [...new Set(payments.flatMap((p) => (p.creadoPor ? [p.userId, p.creadoPor] : [p.userId])))];
    const [cards, championships] = await Promise.all([
      this.deps.payers.describe(people, trx),
      this.labels(
        payments.map((p) => p.campeonatoId),
        trx,
      ),
    ]);
    const person = new Map(cards.map((c) => [c.id, c]));
    const championship = new Map(championships.map((c) => [c.id, c]));
    return payments.map((p) => {
      const payer = person.get(p.userId);
      const admin = p.creadoPor ? person.get(p.creadoPor) : undefined;
      const c = championship.get(p.campeonatoId);
      return {
        ...p,
        usuario: payer ? { id: payer.id, nombre: payer.nombre, apellido: payer.apellido, email: payer.email } : null,
        campeonato: c ? { id: c.id, nombreCampeonato: c.nombreCampeonato, categoria: c.categoria, precioCentavos: c.precioCentavos } : null,
        creador: admin ? { id: admin.id, nombre: `${admin.nombre} ${admin.apellido}`.trim(), email: admin.email } : null,
      };
    });
  }
}
