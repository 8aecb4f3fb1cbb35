import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { driverChartHeight, type DriverBarChartProps } from './driver-chart-size';

const AXIS = { fill: '#a4adbd', fontSize: 14 };

/**
 * A horizontal bar per driver: the table beside it carries the same numbers for screen readers, so
 * the chart is one labelled image to them.
 */
export function DriverBarChart({ data, label, valueLabel, signed = false }: DriverBarChartProps) {
  const height = driverChartHeight(data);
  return (
    <figure className="analysis-chart" role="img" aria-label={label}>
      <figcaption className="analysis-chart__caption">{label}</figcaption>
      <div style={{ width: '100%', height }}>
        <ResponsiveContainer>
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
            <CartesianGrid stroke="#2c3342" horizontal={false} />
            <XAxis type="number" tick={AXIS} stroke="#2c3342" allowDecimals={false} />
            <YAxis type="category" dataKey="name" tick={AXIS} width={130} stroke="#2c3342" interval={0} />
            <Tooltip
              cursor={{ fill: 'rgb(255 255 255 / 0.05)' }}
              contentStyle={{ background: '#1f2430', border: '1px solid #2c3342', color: '#f2f4f8' }}
              formatter={(value) => [value as number, valueLabel]}
            />
            <Bar dataKey="value" name={valueLabel} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.name} fill={signed && d.value < 0 ? '#ff4d4f' : signed ? '#1fbf75' : '#e10600'} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
