import { BarChart3 } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PaymentStatsResponse } from '@contracts/payments.contract';
import { formatPaymentAmount, PAYMENT_METHOD_LABELS, PAYMENT_MSG } from '@contracts/payments.messages';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, type Column } from '@/components/ui/table';
import { formatInteger, formatMoney, formatMonth } from '@/lib/format';
import { usePaymentStats } from '../api/payments';
import { withDetail } from './messages';

type ChampionshipRow = PaymentStatsResponse['pagosPorCampeonato'][number];
type MonthRow = PaymentStatsResponse['pagosPorMes'][number];
type MethodRow = PaymentStatsResponse['pagosPorMetodo'][number];

const methodColumns: Column<MethodRow>[] = [
  { key: 'metodo', header: 'Método', render: (r) => PAYMENT_METHOD_LABELS[r.metodo] },
  { key: 'total', header: 'Pagos completados', numeric: true, align: 'end', render: (r) => formatInteger(r.total) },
  { key: 'monto', header: 'Monto', numeric: true, align: 'end', render: (r) => formatMoney(r.montoTotal, { withCode: true }) },
];

const AXIS = { fill: '#a4adbd', fontSize: 14 };

/** 'YYYY-MM' → 'noviembre de 2026' (or the short 'nov' under the bars; the tooltip and the table name the year). */
export function monthName(mes: string, short = false): string {
  return formatMonth(mes, { short });
}

const championshipColumns: Column<ChampionshipRow & { rank: number }>[] = [
  { key: 'rank', header: '#', numeric: true, render: (r) => r.rank },
  { key: 'nombre', header: 'Campeonato', render: (r) => r.nombreCampeonato },
  { key: 'total', header: 'Pagos completados', numeric: true, align: 'end', render: (r) => formatInteger(r.total) },
  { key: 'monto', header: 'Monto', numeric: true, align: 'end', render: (r) => formatMoney(r.montoTotal, { withCode: true }) },
];

const monthColumns: Column<MonthRow>[] = [
  { key: 'mes', header: 'Mes', render: (r) => <span className="payments__month">{monthName(r.mes)}</span> },
  { key: 'total', header: 'Pagos completados', numeric: true, align: 'end', render: (r) => formatInteger(r.total) },
  { key: 'monto', header: 'Monto', numeric: true, align: 'end', render: (r) => formatMoney(r.montoTotal, { withCode: true }) },
];

/** The 'Estadísticas' tab: totals by state, the top 10 championships and the last 6 months. */
export default function PaymentsStats() {
  const { data, error, isLoading, mutate } = usePaymentStats();
  if (error && !data) return <ErrorState message={withDetail(PAYMENT_MSG.statsError, error)} onRetry={() => void mutate()} />;
  if (isLoading || !data)
    return (
      <div className="skeleton-rows" aria-busy="true">
        <span className="visually-hidden" role="status">
          Cargando estadísticas...
        </span>
        <Skeleton height={96} />
        <Skeleton height={260} />
      </div>
    );

  const g = data.estadisticasGenerales;
  const totals: { label: string; value: string; tone?: string }[] = [
    { label: 'Total de pagos', value: formatInteger(g.totalPagos) },
    { label: 'Completados', value: formatInteger(g.totalCompletados), tone: 'success' },
    { label: 'Pendientes', value: formatInteger(g.totalPendientes), tone: 'warning' },
    { label: 'Fallidos', value: formatInteger(g.totalFallidos), tone: 'danger' },
    { label: 'Reembolsados', value: formatInteger(g.totalReembolsados) },
    { label: 'Monto completado', value: formatMoney(g.montoTotalCompletados, { withCode: true }), tone: 'money' },
  ];
  if (g.montoTotalCompletadosUsd > 0) totals.push({ label: 'Monto completado en dólares', value: formatPaymentAmount(g.montoTotalCompletadosUsd, 'usd'), tone: 'money' });
  const chartData = data.pagosPorMes.map((m) => ({ mes: monthName(m.mes, true), nombre: monthName(m.mes), total: m.total, montoTotal: m.montoTotal }));
  const chartLabel = `Pagos completados y monto por mes, de ${monthName(data.pagosPorMes[0]?.mes ?? '')} a ${monthName(data.pagosPorMes.at(-1)?.mes ?? '')}`;

  return (
    <div className="payments-stats">
      <section aria-labelledby="stats-totals-title">
        <h2 id="stats-totals-title" className="payments-stats__title">
          Resumen general
        </h2>
        <dl className="payments-stats__totals">
          {totals.map((t) => (
            <div key={t.label} className={`payments-stats__total${t.tone ? ` payments-stats__total--${t.tone}` : ''}`}>
              <dt>{t.label}</dt>
              <dd className="tabular">{t.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="stats-methods-title">
        <h2 id="stats-methods-title" className="payments-stats__title">
          Por método de pago
        </h2>
        <Table columns={methodColumns} rows={data.pagosPorMetodo} rowKey={(r) => r.metodo} caption="Pagos completados por método (MXN)" />
      </section>

      <section aria-labelledby="stats-months-title">
        <h2 id="stats-months-title" className="payments-stats__title">
          Últimos 6 meses
        </h2>
        <figure className="payments-stats__chart" role="img" aria-label={chartLabel}>
          <div className="payments-stats__chart-box">
            <ResponsiveContainer>
              <BarChart data={chartData} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
                <CartesianGrid stroke="#2c3342" vertical={false} />
                <XAxis dataKey="mes" tick={AXIS} stroke="#2c3342" interval={0} />
                <YAxis yAxisId="pagos" tick={AXIS} stroke="#2c3342" allowDecimals={false} width={36} />
                <YAxis yAxisId="monto" orientation="right" tick={AXIS} stroke="#2c3342" width={72} tickFormatter={(v: number) => formatMoney(v)} />
                <Tooltip
                  cursor={{ fill: 'rgb(255 255 255 / 0.05)' }}
                  contentStyle={{ background: '#1f2430', border: '1px solid #2c3342', color: '#f2f4f8' }}
                  labelFormatter={(_label, payload) => (payload?.[0]?.payload as { nombre?: string } | undefined)?.nombre ?? ''}
                  formatter={(value, name) => (name === 'Monto' ? [formatMoney(Number(value), { withCode: true }), name] : [formatInteger(Number(value)), name])}
                />
                <Bar yAxisId="pagos" dataKey="total" name="Pagos completados" fill="#e10600" isAnimationActive={false} />
                <Bar yAxisId="monto" dataKey="montoTotal" name="Monto" fill="#1fbf75" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ul className="payments-stats__legend" aria-hidden="true">
            <li>
              <span className="payments-stats__swatch payments-stats__swatch--count" /> Pagos completados
            </li>
            <li>
              <span className="payments-stats__swatch payments-stats__swatch--amount" /> Monto (MXN)
            </li>
          </ul>
        </figure>
        <Table columns={monthColumns} rows={data.pagosPorMes} rowKey={(r) => r.mes} caption="Pagos completados por mes" />
      </section>

      <section aria-labelledby="stats-champs-title">
        <h2 id="stats-champs-title" className="payments-stats__title">
          Top 10 campeonatos
        </h2>
        {data.pagosPorCampeonato.length === 0 ? (
          <EmptyState icon={<BarChart3 size={28} />} message="Todavía no hay pagos completados en ningún campeonato." />
        ) : (
          <Table
            columns={championshipColumns}
            rows={data.pagosPorCampeonato.map((r, i) => ({ ...r, rank: i + 1 }))}
            rowKey={(r) => r._id}
            caption="Campeonatos con más pagos completados"
          />
        )}
      </section>
    </div>
  );
}
