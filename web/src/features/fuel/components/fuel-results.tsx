import { Bar, BarChart, LabelList, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { Table, type Column } from '@/components/ui/table';
import { formatDuration } from '@/lib/format-times';
import type { FuelStrategyView as FuelStrategy, StintView as Stint } from '@contracts/fuel.views';

const litreFormat = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatLitres = (x: number) => `${litreFormat.format(x)} L`;

const STINT_COLOURS = ['#e10600', '#1fbf75'];

const STINT_COLUMNS: Column<Stint>[] = [
  { key: 'stint', header: 'Stint', render: (s) => s.stint, numeric: true },
  { key: 'laps', header: 'Vueltas', render: (s) => `${s.startLap}–${s.endLap} (${s.laps})`, numeric: true },
  { key: 'added', header: 'Carga en la parada', render: (s) => (s.stint === 1 ? '—' : formatLitres(s.fuelAdded)), numeric: true, align: 'end' },
  { key: 'start', header: 'Al salir', render: (s) => formatLitres(s.fuelAtStart), numeric: true, align: 'end' },
  { key: 'end', header: 'Al llegar', render: (s) => formatLitres(s.fuelAtEnd), numeric: true, align: 'end' },
];

/** The results panel of specification 2: every output field, the stint timeline and the plan in words. */
export function FuelResults({ strategy }: { strategy: FuelStrategy }) {
  const stops = strategy.numberOfPitStops;
  const facts: [string, string][] = [
    ['Combustible total necesario', formatLitres(strategy.totalFuelNeeded)],
    ['Paradas en pits', String(stops)],
    ['Tiempo total de carrera', formatDuration(strategy.totalRaceTime)],
    ['Stints totales', String(strategy.totalStints)],
    ['Combustible restante al final', formatLitres(strategy.estimatedFuelRemainingAtEnd)],
    ['Vueltas por stint', `${strategy.actualStintLaps} (${formatLitres(strategy.fuelPerStint)})`],
    ['Vueltas de parada sugeridas', stops ? strategy.pitStopLaps.join(', ') : 'Sin paradas'],
    ['Combustible a agregar en cada parada', stops ? strategy.fuelToAddAtStops.map(formatLitres).join(', ') : '—'],
  ];
  return (
    <section className="card fuel-results" aria-labelledby="fuel-results-title">
      <h2 id="fuel-results-title">Estrategia: {strategy.circuitName} · {strategy.carModel}</h2>
      <p className="muted">
        {strategy.raceDuration ? `Carrera de ${strategy.raceDuration} minutos: ${strategy.raceLaps} vueltas.` : `Carrera de ${strategy.raceLaps} vueltas.`} Sales
        con {formatLitres(strategy.startingFuel)}.
      </p>
      <dl className="fuel-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="fuel-facts__item">
            <dt>{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <StintTimeline strategy={strategy} />
      <Table columns={STINT_COLUMNS} rows={strategy.stints} rowKey={(s) => String(s.stint)} caption="Stints de la carrera" />
      <h3 className="fuel-results__subtitle">Estrategia detallada</h3>
      <p className="fuel-strategy-text">{strategy.raceStrategy}</p>
    </section>
  );
}

/** One bar across the race: a segment per stint, a line at each stop with the litres added. */
function StintTimeline({ strategy }: { strategy: FuelStrategy }) {
  const row: Record<string, number | string> = { name: 'Carrera' };
  for (const s of strategy.stints) row[`s${s.stint}`] = s.laps;
  const summary = strategy.stints
    .map((s) => `stint ${s.stint}, vueltas ${s.startLap} a ${s.endLap}` + (s.stint > 1 ? ` tras cargar ${formatLitres(s.fuelAdded)}` : ''))
    .join('; ');
  return (
    <figure className="fuel-timeline">
      <figcaption className="fuel-results__subtitle">Línea de tiempo de stints</figcaption>
      <div className="fuel-timeline__chart" role="img" aria-label={`Línea de tiempo: ${summary}.`}>
        <ResponsiveContainer width="100%" height={120}>
          <BarChart layout="vertical" data={[row]} margin={{ top: 28, right: 16, bottom: 4, left: 16 }} barSize={40}>
            <XAxis
              type="number"
              domain={[0, strategy.raceLaps]}
              ticks={[0, ...strategy.pitStopLaps, strategy.raceLaps]}
              allowDecimals={false}
              stroke="#a4adbd"
              tick={{ fill: '#a4adbd', fontSize: 14 }}
            />
            <YAxis type="category" dataKey="name" hide />
            {strategy.stints.map((s, i) => (
              <Bar key={s.stint} dataKey={`s${s.stint}`} stackId="race" fill={STINT_COLOURS[i % STINT_COLOURS.length]} isAnimationActive={false}>
                <LabelList dataKey={`s${s.stint}`} position="center" fill="#ffffff" fontSize={14} formatter={(laps: unknown) => `S${s.stint} · ${laps} v`} />
              </Bar>
            ))}
            {strategy.pitStopLaps.map((lap, i) => (
              <ReferenceLine
                key={lap}
                x={lap}
                stroke="#ffb020"
                strokeWidth={2}
                label={{ value: `+${litreFormat.format(strategy.fuelToAddAtStops[i])} L`, position: 'top', fill: '#ffb020', fontSize: 14 }}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
