import { Check, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { TRACK_RECORD_MSG } from '@contracts/track-records.messages';
import type { TrackRecordSuggestionView as Suggestion } from '@contracts/track-records.views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useDecideSuggestion, useRecordSuggestions } from '../api/admin-track-records';
import { es } from '@contracts/spanish-contractions';

const holder = (s: Suggestion) => `${s.user.nombre} ${s.user.apellido}`.trim();

/**
 * 'Sugerido desde resultados': the imported results' laps that beat a stored record (or set the first),
 * by drivers whose account holds their iRacing id; accepted or dismissed with one click.
 */
export function SuggestionsSection() {
  const { data, error, isLoading, mutate } = useRecordSuggestions();
  const { trigger, isMutating } = useDecideSuggestion();
  const [target, setTarget] = useState<string | null>(null);
  const busy = isMutating ? target : null;

  const act = async (s: Suggestion, action: 'aceptar' | 'descartar') => {
    setTarget(`${action}:${s.id}`);
    try {
      await trigger({ id: s.id, action });
      toast.success(action === 'aceptar' ? TRACK_RECORD_MSG.accepted : TRACK_RECORD_MSG.dismissed, ADMIN_TOAST);
    } catch (err) {
      toast.error(`Error: ${messageOf(err, 'No se pudo completar la operación')}`, ADMIN_TOAST);
    }
  };

  return (
    <section className="card record-suggestions" aria-labelledby="record-suggestions-title">
      <h2 id="record-suggestions-title" className="record-suggestions__title">
        <Sparkles size={20} aria-hidden="true" /> Sugerido desde resultados
      </h2>
      <p className="muted record-suggestions__intro">
        Las vueltas más rápidas de los resultados importados que superan el récord guardado (o lo establecen), de pilotos con su ID de cliente de iRacing en su cuenta.
      </p>
      {error && !data ? (
        <ErrorState message="Error al cargar las sugerencias" onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <SkeletonRows label="Cargando sugerencias..." rows={2} />
      ) : data && data.length === 0 ? (
        <p className="record-suggestions__empty">No hay sugerencias pendientes.</p>
      ) : (
        <ul className="record-suggestions__list" aria-label="Récords sugeridos">
          {data?.map((s) => (
            <li key={s.id} className="record-suggestions__item">
              <div className="record-suggestions__info">
                <Badge tone="accent">Sugerido desde resultados</Badge>
                <strong className="record-suggestions__what">
                  {s.circuit} · {s.car}
                </strong>
                <span>
                  <strong className="record-suggestions__time">{s.lapTime}</strong> de {holder(s)} ({s.nombreIracing}), {formatDay(s.recordDate)}
                </span>
                <span className="muted">
                  {s.evento} · {s.actual ? `mejora ${s.actual.lapTime}${s.actual.holder ? ` de ${s.actual.holder}` : ''}` : 'sin récord guardado'}
                </span>
              </div>
              <div className="record-suggestions__actions">
                <Button
                  size="sm"
                  icon={<Check size={16} aria-hidden="true" />}
                  busy={busy === `aceptar:${s.id}`}
                  busyText="Aceptando..."
                  disabled={busy !== null}
                  onClick={() => void act(s, 'aceptar')}
                  aria-label={es`Aceptar ${s.lapTime} de ${holder(s)} en ${s.circuit} con ${s.car}`}
                >
                  Aceptar
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<X size={16} aria-hidden="true" />}
                  busy={busy === `descartar:${s.id}`}
                  busyText="Descartando..."
                  disabled={busy !== null}
                  onClick={() => void act(s, 'descartar')}
                  aria-label={es`Descartar ${s.lapTime} de ${holder(s)} en ${s.circuit} con ${s.car}`}
                >
                  Descartar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
