import { PAYMENT_METHODS, STATS_MONTHS, STATS_TOP_CHAMPIONSHIPS, type PaymentStatsResponse } from '../../../contracts/payments.contract.js';
import { lastMexicoCityMonths, mexicoCityMonthStart } from '../../../contracts/formats.js';
import type { Clock } from '../../../platform/clock.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { fromCents } from '../domain/payment.entity.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';

/**
 * GET /api/payments/admin/estadisticas and `parrilla payments stats`: totals by state, the amount
 * completed, the 10 championships with most completed payments, and completed payments of the last
 * 6 calendar months of Mexico City (by `fechaCompletado`), empty months as 0.
 */
export class PaymentStats {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader; clock: Clock }) {}

  async execute(actor: Actor): Promise<PaymentStatsResponse> {
    return (await this.read(actor)).answer;
  }

  /**
   * The statistics and the instant time alone next changes them: the start of the next calendar month
   * of Mexico City, when the six months shown move on (the route keeps the answer until then, or
   * until a write: docs/adr/0076).
   */
  async read(actor: Actor): Promise<{ answer: PaymentStatsResponse; changesAt: Date }> {
    assertAdmin(actor);
    const months = lastMexicoCityMonths(this.deps.clock.now(), STATS_MONTHS);
    const [year, month] = months[months.length - 1]!.split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    return { answer: await this.compute(months), changesAt: mexicoCityMonthStart(next) };
  }

  private async compute(months: string[]): Promise<PaymentStatsResponse> {
    const rows = await this.deps.records.stats(months, STATS_TOP_CHAMPIONSHIPS);
    const byState = Object.fromEntries(rows.porEstado.map((r) => [r.estado, r.total])) as Record<string, number | undefined>;
    const completedIn = (moneda: string) => rows.completadosPorMoneda.filter((r) => r.moneda === moneda).reduce((sum, r) => sum + r.montoCentavos, 0);

    return {
      estadisticasGenerales: {
        totalPagos: rows.porEstado.reduce((sum, r) => sum + r.total, 0),
        totalCompletados: byState.completado ?? 0,
        totalPendientes: byState.pendiente ?? 0,
        totalFallidos: byState.fallido ?? 0,
        totalReembolsados: byState.reembolsado ?? 0,
        montoTotalCompletados: fromCents(completedIn('mxn')),
        montoTotalCompletadosUsd: fromCents(completedIn('usd')),
      },
      pagosPorCampeonato: rows.porCampeonato.map((r) => ({ _id: r.campeonatoId, nombreCampeonato: r.nombreCampeonato, total: r.total, montoTotal: fromCents(r.montoCentavos) })),
      pagosPorMes: months.map((mes, i) => ({ mes, total: rows.porMes[i]?.total ?? 0, montoTotal: fromCents(rows.porMes[i]?.montoCentavos ?? 0) })),
      pagosPorMetodo: PAYMENT_METHODS.map((metodo) => {
        const row = rows.porMetodo.find((r) => r.metodo === metodo);
        return { metodo, total: row?.total ?? 0, montoTotal: fromCents(row?.montoCentavos ?? 0) };
      }),
    };
  }
}
