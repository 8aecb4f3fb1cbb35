import { RESULTS_MESSAGES } from '@contracts/results.messages';
import { Medal } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { formatLapTime } from '@/lib/format-times';
import { usePodium } from '../api/get-podium';
import './podium.css';

const PLACES = ['1.º', '2.º', '3.º'];

/**
 * 'Podio Última Carrera' (spec 1): one card per class of the latest published event. Kept free of
 * charts and of the analyzer so the home page stays light.
 */
export function LastRacePodium() {
  const { data, error, isLoading } = usePodium();
  return (
    <section id="podioSection" className="podium-section" aria-labelledby="podio-title">
      <div className="container">
        <p className="eyebrow">Resultados</p>
        <h2 id="podio-title" className="podium-section__title">
          <Medal size={24} aria-hidden="true" /> Podio Última Carrera
        </h2>
        {isLoading ? (
          <PageLoader label={RESULTS_MESSAGES.podiumLoading} />
        ) : error || !data?.event || data.classes.length === 0 ? (
          <EmptyState message={RESULTS_MESSAGES.podiumEmpty} />
        ) : (
          <>
            <p className="podium-section__event">
              {data.event.session_name} · {data.event.track_name} · {formatDate(data.event.event_date)}
            </p>
            <ul className="podium-grid">
              {data.classes.map((cls) => (
                <Card as="li" key={cls.car_class_id} className="podium-card">
                  <h3 className="podium-card__class">{cls.short_name || cls.name}</h3>
                  <p className="podium-card__track">{cls.track_name}</p>
                  <ol className="podium-card__winners">
                    {cls.winners.map((w, i) => (
                      <li key={`${w.position_in_class}-${w.nombrePiloto}`} className={`podium-card__winner podium-card__winner--p${i + 1}`}>
                        <span className="podium-card__place tabular" aria-hidden="true">
                          {PLACES[i]}
                        </span>
                        <span className="podium-card__who">
                          <span className="podium-card__name">{w.nombreEquipo ?? w.nombrePiloto}</span>
                          {w.nombreEquipo && <span className="podium-card__drivers">{w.nombrePiloto}</span>}
                          <span className="podium-card__car">{w.car_name}</span>
                          <span className="podium-card__stats">
                            <span>
                              Vuelta rápida: <span className="tabular">{formatLapTime(w.fastest_lap)}</span>
                            </span>
                            <span>
                              Incidentes: <span className="tabular">{w.incidents}</span>
                            </span>
                          </span>
                        </span>
                      </li>
                    ))}
                  </ol>
                </Card>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
