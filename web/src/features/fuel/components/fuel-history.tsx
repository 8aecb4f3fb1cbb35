import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import type { FuelStrategyView as FuelStrategy } from '@contracts/fuel.views';
import { useFuelHistory } from '../api/get-fuel-history';
import { es } from '@contracts/spanish-contractions';

/** A signed-in driver's last 20 plans, newest first; any of them can be shown again. */
export function FuelHistory({ onShow }: { onShow: (strategy: FuelStrategy) => void }) {
  const { data, error, isLoading } = useFuelHistory(true);
  return (
    <section className="card fuel-history" aria-labelledby="fuel-history-title">
      <h2 id="fuel-history-title" className="fuel-history__title">
        <History size={18} aria-hidden="true" /> Tus últimos cálculos
      </h2>
      {isLoading && <SkeletonLines lines={3} />}
      {error && <p className="muted">No se pudo cargar tu historial.</p>}
      {data && data.length === 0 && <p className="muted">Aún no has calculado ninguna estrategia.</p>}
      {data && data.length > 0 && (
        <ol className="fuel-history__list">
          {data.map((entry) => (
            <li key={entry.id} className="fuel-history__item">
              <span>
                <strong>
                  {entry.result.circuitName} · {entry.result.carModel}
                </strong>
                <span className="muted tabular">
                  {' '}
                  {entry.result.raceLaps} vueltas, {entry.result.numberOfPitStops} {entry.result.numberOfPitStops === 1 ? 'parada' : 'paradas'} ·{' '}
                  {formatDateTime(entry.createdAt)}
                </span>
              </span>
              <Button size="sm" variant="secondary" onClick={() => onShow(entry.result)} aria-label={es`Ver la estrategia de ${entry.result.circuitName} del ${formatDateTime(entry.createdAt)}`}>
                Ver
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
