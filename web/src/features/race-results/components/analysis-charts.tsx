import { lazy, Suspense } from 'react';
import { driverChartHeight, type DriverBarChartProps } from './driver-chart-size';

/**
 * The charts' code (recharts, about 100 KB compressed): asked for with an analysis, never with the
 * analyzer's first screen (docs/adr/0036, addendum).
 */
export const loadAnalysisCharts = () => import('./driver-bar-chart');
const LazyDriverBarChart = lazy(() => loadAnalysisCharts().then((m) => ({ default: m.DriverBarChart })));

/** A horizontal bar per driver; while its code loads, its caption and the room it will take. */
export function DriverBarChart(props: DriverBarChartProps) {
  return (
    <Suspense
      fallback={
        <figure className="analysis-chart" aria-busy="true">
          <figcaption className="analysis-chart__caption">{props.label}</figcaption>
          <div style={{ width: '100%', height: driverChartHeight(props.data) }} />
        </figure>
      }
    >
      <LazyDriverBarChart {...props} />
    </Suspense>
  );
}
