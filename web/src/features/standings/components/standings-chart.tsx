import { useId, useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartLine {
  key: string;
  name: string;
  /** The final position: lines are offered in this order. */
  posicion: number;
  posiciones: Array<{ ronda: number; posicion: number | null }>;
}

/** Ten colours that read on the dark background and apart from one another. */
const COLOURS = ['#e10600', '#4da3ff', '#1fbf75', '#ffb020', '#c084fc', '#f472b6', '#2dd4bf', '#f97316', '#a3e635', '#e5e7eb'];
export const DEFAULT_LINES = 5;
export const MAX_LINES = COLOURS.length;
const AXIS = { fill: '#a4adbd', fontSize: 14 };

/**
 * Positions round by round, one line per chosen driver (the top five at first). The table above
 * holds the same data for screen readers, so the drawing is one labelled image; the checkboxes
 * under it are the legend and the way to pick other drivers (ten at most), by keyboard too.
 */
export default function StandingsChart({ lines, title }: { lines: ChartLine[]; title: string }) {
  const [chosen, setChosen] = useState<string[]>(() => lines.slice(0, DEFAULT_LINES).map((l) => l.key));
  const pickerId = useId();
  const shown = lines.filter((l) => chosen.includes(l.key));
  const colourOf = (key: string) => COLOURS[chosen.indexOf(key) % COLOURS.length];
  const rounds = [...new Set(lines.flatMap((l) => l.posiciones.map((p) => p.ronda)))].sort((a, b) => a - b);
  const data = rounds.map((ronda) => {
    const point: Record<string, number | string | null> = { ronda: `R${ronda}` };
    for (const l of shown) point[l.key] = l.posiciones.find((p) => p.ronda === ronda)?.posicion ?? null;
    return point;
  });
  const deepest = Math.max(1, ...shown.flatMap((l) => l.posiciones.map((p) => p.posicion ?? 1)));
  const toggle = (key: string) => setChosen((now) => (now.includes(key) ? now.filter((k) => k !== key) : now.length >= MAX_LINES ? now : [...now, key]));
  const summary =
    shown.length === 0
      ? 'Elige al menos un piloto para ver su línea.'
      : `Posición después de cada ronda de ${shown.map((l) => l.name).join(', ')}. Los datos completos están en la tabla de clasificación.`;

  return (
    <figure className="standings-chart">
      <figcaption className="standings-chart__caption">{title}</figcaption>
      <div className="standings-chart__plot" role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 12, right: 20, bottom: 8, left: 0 }}>
            <CartesianGrid stroke="#2c3342" />
            <XAxis dataKey="ronda" tick={AXIS} stroke="#2c3342" padding={{ left: 12, right: 12 }} tickMargin={8} />
            <YAxis reversed allowDecimals={false} domain={[1, deepest]} tick={AXIS} stroke="#2c3342" width={32} interval={0} tickCount={Math.min(deepest, 10)} />
            <Tooltip
              contentStyle={{ background: '#1f2430', border: '1px solid #2c3342', color: '#f2f4f8' }}
              formatter={(value, name) => [`${String(value)}.º`, String(name)]}
            />
            {shown.map((l) => (
              <Line key={l.key} type="linear" dataKey={l.key} name={l.name} stroke={colourOf(l.key)} strokeWidth={2.5} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <fieldset className="standings-chart__picker">
        <legend id={pickerId}>
          Pilotos en la gráfica ({shown.length} de {MAX_LINES} como máximo)
        </legend>
        <ul>
          {lines.map((l) => {
            const on = chosen.includes(l.key);
            return (
              <li key={l.key}>
                <label className="standings-chart__choice">
                  <input type="checkbox" checked={on} disabled={!on && chosen.length >= MAX_LINES} onChange={() => toggle(l.key)} />
                  <span className="standings-chart__swatch" style={{ background: on ? colourOf(l.key) : 'transparent' }} aria-hidden="true" />
                  <span className="tabular">{l.posicion}.</span> {l.name}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </figure>
  );
}
