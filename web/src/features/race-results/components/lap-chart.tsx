import type { LapChartAnswer, LapChartCarView } from '@contracts/iracing.contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '@/components/ui/button';
import { Table, type Column } from '@/components/ui/table';
import { es } from '@contracts/spanish-contractions';

/** The cars drawn when the chart opens: the first five at the finish. */
const FIRST_SHOWN = 5;
/** Each lap gets at least this many pixels: a long race scrolls sideways rather than crowding its laps. */
const PX_PER_LAP = 10;
const AXIS = { fill: '#a4adbd', fontSize: 14 };
/** Line colours that read on the dark surface, distinct for the first ten cars; later cars reuse them dashed. */
const COLOURS = ['#ff5a52', '#4da3ff', '#1fbf75', '#ffb020', '#c084fc', '#f472b6', '#22d3ee', '#a3e635', '#fb923c', '#f2f4f8'];
const DASHES = [undefined, '6 3', '2 3', '10 4 2 4'];

const colourOf = (index: number) => COLOURS[index % COLOURS.length];
const dashOf = (index: number) => DASHES[Math.floor(index / COLOURS.length) % DASHES.length];
const keyOf = (car: LapChartCarView) => `auto-${car.id}`;
const lapLabel = (lap: number) => (lap === 0 ? 'Salida' : `Vuelta ${lap}`);
const carLabel = ({ nombre, numero: carNumber }: LapChartCarView) => `${nombre}${carNumber ? ` (#${carNumber})` : ''}`;

function byFinish(a: LapChartCarView, b: LapChartCarView): number {
  return (a.posicionFinal ?? Number.MAX_SAFE_INTEGER) - (b.posicionFinal ?? Number.MAX_SAFE_INTEGER);
}

/** True while the element's content is wider than its box (it scrolls sideways). */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/** Start, finish, best and worst place and laps in the lead of each car: the chart in words. */
interface CarSummary {
  car: LapChartCarView;
  salida: number | null;
  mejor: number | null;
  peor: number | null;
  enCabeza: number;
}

function summaryOf(car: LapChartCarView): CarSummary {
  const ran = car.posiciones.filter((p): p is number => p !== null);
  return {
    car,
    salida: car.posiciones[0] ?? null,
    mejor: ran.length ? Math.min(...ran) : null,
    peor: ran.length ? Math.max(...ran) : null,
    enCabeza: car.posiciones.slice(1).filter((p) => p === 1).length,
  };
}

const place = (p: number | null) => (p === null ? '—' : `P${p}`);

const SUMMARY_COLUMNS: Column<CarSummary>[] = [
  { key: 'final', header: 'Final', numeric: true, render: (s) => place(s.car.posicionFinal) },
  { key: 'auto', header: 'Auto', render: (s) => carLabel(s.car) },
  { key: 'salida', header: 'Salida', numeric: true, render: (s) => place(s.salida) },
  { key: 'mejor', header: 'Mejor posición', numeric: true, render: (s) => place(s.mejor) },
  { key: 'peor', header: 'Peor posición', numeric: true, render: (s) => place(s.peor) },
  { key: 'cabeza', header: 'Vueltas en cabeza', numeric: true, render: (s) => s.enCabeza },
];

/**
 * The positions by lap as a line chart: P1 on top, one line per car, the first five at the finish
 * drawn and the others added from the legend (checkboxes). A long race scrolls sideways inside its
 * box on a phone. Screen readers get the chart's title and what it shows, and a table of each car's
 * start, finish, best and worst place.
 */
export function LapChart({ chart }: { chart: LapChartAnswer }) {
  const cars = useMemo(() => [...chart.autos].sort(byFinish), [chart.autos]);
  const [shown, setShown] = useState<Set<number>>(() => new Set(cars.slice(0, FIRST_SHOWN).map((c) => c.id)));
  const [scroller, scrolls] = useOverflowsX<HTMLDivElement>();
  const ids = useId();
  const titleId = `${ids}-title`;
  const descriptionId = `${ids}-description`;

  const laps = Math.max(chart.vueltas, ...cars.map((c) => c.posiciones.length - 1), 0);
  const deepest = Math.max(cars.length, ...cars.flatMap((c) => c.posiciones.map((p) => p ?? 0)));
  const rows = useMemo(
    () =>
      Array.from({ length: laps + 1 }, (_, lap) => {
        const row: Record<string, number | null> = { lap };
        for (const car of cars) row[keyOf(car)] = car.posiciones[lap] ?? null;
        return row;
      }),
    [cars, laps],
  );
  const ticks = deepest <= 20 ? Array.from({ length: deepest }, (_, i) => i + 1) : [1, ...Array.from({ length: Math.floor(deepest / 5) }, (_, i) => (i + 1) * 5)];
  const lapStep = laps <= 12 ? 1 : laps <= 40 ? 5 : laps <= 100 ? 10 : 25;
  const lapTicks = Array.from({ length: Math.floor(laps / lapStep) + 1 }, (_, i) => i * lapStep);
  const height = Math.min(640, Math.max(300, deepest * 20 + 70));
  const drawn = cars.filter((c) => shown.has(c.id));

  const toggle = (id: number, on: boolean) =>
    setShown((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <figure className="lap-chart" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <figcaption id={titleId} className="lap-chart__title">
        Posición de cada auto al final de cada vuelta
      </figcaption>
      <p id={descriptionId} className="lap-chart__description muted">
        {laps} {laps === 1 ? 'vuelta' : 'vueltas'} (S: la salida), {cars.length} autos; P1 arriba. Se muestran {drawn.length} de {cars.length}: elige cuáles en la lista de abajo.
        {scrolls ? ' Desliza la gráfica hacia los lados para ver todas las vueltas.' : ''}
      </p>
      <div
        ref={scroller}
        className="lap-chart__scroll"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': 'Gráfica de posiciones por vuelta (se desplaza hacia los lados)' } : {})}
      >
        <div
          className="lap-chart__canvas"
          style={{ width: `max(100%, ${laps * PX_PER_LAP + 80}px)`, height }}
          role="img"
          aria-label={es`Líneas de posición por vuelta de ${drawn.length === 1 ? '1 auto' : `${drawn.length} autos`}: ${drawn.map((c) => c.nombre).join(', ') || 'ninguno'}.`}
        >
          <ResponsiveContainer>
            <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid stroke="#2c3342" />
              <XAxis dataKey="lap" type="number" domain={[0, laps]} ticks={lapTicks} interval={0} allowDecimals={false} tick={AXIS} stroke="#2c3342" tickFormatter={(lap: number) => (lap === 0 ? 'S' : String(lap))} />
              <YAxis
                reversed
                type="number"
                domain={[1, deepest]}
                ticks={ticks}
                interval={0}
                allowDecimals={false}
                tick={AXIS}
                stroke="#2c3342"
                width={44}
                tickFormatter={(p: number) => `P${p}`}
              />
              <Tooltip
                contentStyle={{ background: '#1f2430', border: '1px solid #2c3342', color: '#f2f4f8' }}
                labelFormatter={(lap) => lapLabel(Number(lap))}
                formatter={(value, name) => [`P${String(value)}`, name]}
                itemSorter={(item) => Number(item.value)}
              />
              {cars.map((car, index) =>
                shown.has(car.id) ? (
                  <Line
                    key={car.id}
                    type="linear"
                    dataKey={keyOf(car)}
                    name={car.nombre}
                    stroke={colourOf(index)}
                    strokeDasharray={dashOf(index)}
                    strokeWidth={2}
                    dot={false}
                    activeDot={{ r: 4 }}
                    connectNulls={false}
                    isAnimationActive={false}
                  />
                ) : null,
              )}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </div>
      <fieldset className="lap-chart__legend">
        <legend>Autos en la gráfica</legend>
        <div className="lap-chart__legend-actions">
          <Button size="sm" variant="secondary" onClick={() => setShown(new Set(cars.map((c) => c.id)))} disabled={drawn.length === cars.length}>
            Mostrar todos
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setShown(new Set(cars.slice(0, FIRST_SHOWN).map((c) => c.id)))}>
            Solo los {Math.min(FIRST_SHOWN, cars.length)} primeros
          </Button>
        </div>
        <ul className="lap-chart__cars">
          {cars.map((car, index) => {
            const id = `${ids}-car-${car.id}`;
            return (
              <li key={car.id} className="lap-chart__car">
                <input id={id} type="checkbox" className="checkbox__input" checked={shown.has(car.id)} onChange={(e) => toggle(car.id, e.target.checked)} />
                <label htmlFor={id}>
                  <svg className="lap-chart__swatch" width="28" height="10" aria-hidden="true" focusable="false">
                    <line x1="0" y1="5" x2="28" y2="5" stroke={colourOf(index)} strokeWidth="3" strokeDasharray={dashOf(index)} />
                  </svg>
                  <span className="tabular lap-chart__place">{place(car.posicionFinal)}</span> {carLabel(car)}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <details className="lap-chart__table">
        <summary>Ver el resumen de la gráfica como tabla</summary>
        <Table caption="Resumen de posiciones por vuelta" rows={cars.map(summaryOf)} rowKey={(s) => String(s.car.id)} columns={SUMMARY_COLUMNS} />
      </details>
    </figure>
  );
}
