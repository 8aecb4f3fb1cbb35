import { IRACING_MSG } from '@contracts/iracing.messages';
import { CloudDownload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useFetchLapChartFromIracing, useLapChart } from '../api/get-lap-chart';

// The chart and its legend load only when an event has positions by lap to draw.
const LapChart = lazy(() => import('./lap-chart').then((m) => ({ default: m.LapChart })));

/** The height the chart takes, so nothing below it moves when it arrives. */
const PLACEHOLDER_HEIGHT = 420;

/** The chart's room; busy (and said so) only while something loads, not while it waits to be scrolled near. */
function Placeholder({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div className="lap-positions__placeholder" aria-busy={busy || undefined}>
      <span className="visually-hidden" role="status">
        {busy ? label : ''}
      </span>
      <Skeleton height={PLACEHOLDER_HEIGHT} radius={10} />
    </div>
  );
}

/**
 * 'Posiciones por vuelta': where each car ran at the end of every lap of the race. An event imported
 * as a file has none; an admin can ask iRacing for them.
 */
export function LapPositions({ subsessionId, canFetch = false }: { subsessionId: number; canFetch?: boolean }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, error, mutate } = useLapChart(subsessionId, near);
  const { trigger: fetchLapChartFromIracing, isMutating: fetching } = useFetchLapChartFromIracing(subsessionId);
  const [failure, setFailure] = useState<string | null>(null);

  const fetchFromIracing = async () => {
    setFailure(null);
    try {
      await fetchLapChartFromIracing();
      toast.success(IRACING_MSG.lapChartFetched);
    } catch (err) {
      setFailure(err instanceof ApiError && err.fromServer ? err.message : 'No se pudieron traer las vueltas de iRacing.');
    }
  };

  let body;
  if (error && !data) body = <ErrorState message="No se pudieron cargar las posiciones por vuelta." onRetry={() => void mutate()} />;
  else if (!data) body = <Placeholder label="Cargando posiciones por vuelta..." busy={near} />;
  else if (!data.disponible || data.autos.length === 0)
    body = (
      <div className="lap-positions__missing">
        <p className="muted">{data.disponible ? IRACING_MSG.noLapChartFromIracing : IRACING_MSG.noLapChart}</p>
        {canFetch && !data.disponible && (
          <Button variant="secondary" busy={fetching} busyText="Consultando a iRacing..." icon={<CloudDownload size={18} aria-hidden="true" />} onClick={() => void fetchFromIracing()}>
            Traer vueltas de iRacing
          </Button>
        )}
        <div aria-live="polite">
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </div>
      </div>
    );
  else
    body = (
      <Suspense fallback={<Placeholder label="Cargando la gráfica..." busy />}>
        <LapChart chart={data} />
      </Suspense>
    );

  return (
    <section ref={ref} className="lap-positions" aria-labelledby="lap-positions-title">
      <h2 id="lap-positions-title" className="analyzer__subtitle">
        Posiciones por vuelta
      </h2>
      {body}
    </section>
  );
}
