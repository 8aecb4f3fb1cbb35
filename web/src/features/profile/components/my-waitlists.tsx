import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDeadline } from '@/lib/format';
import { useLeaveWaitlist, useMyWaitlists } from '../api/my-waitlists';
import { es } from '@contracts/spanish-contractions';

/** The championships whose waiting list the driver is in: his place and any open offer with its deadline (Mexico City time). */
export function MyWaitlists() {
  const { data, error, isLoading, mutate } = useMyWaitlists();
  const { trigger, isMutating } = useLeaveWaitlist();
  // Which row's button is busy: the one whose championship is being left.
  const [leavingId, setLeavingId] = useState<string | null>(null);
  const leaving = isMutating ? leavingId : null;
  const leave = async (campeonatoId: string) => {
    setLeavingId(campeonatoId);
    try {
      toast.success((await trigger(campeonatoId)).message);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo salir de la lista de espera. Inténtalo de nuevo.'));
    }
  };
  if (!error && !isLoading && data && data.data.length === 0 && data.ofertasTerminadas.length === 0) return null;
  return (
    <Card as="section" className="profile__waitlists" aria-labelledby="profile-waitlists">
      <h2 id="profile-waitlists" className="profile__section-title">
        Listas de espera
      </h2>
      {error ? (
        <ErrorState message="No se pudieron cargar tus listas de espera." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando listas de espera...
          </span>
          <SkeletonLines lines={2} />
        </div>
      ) : (
        <ul className="profile__waitlist-list">
          {data.data.map((w) => (
            <li key={w.campeonatoId} className="profile__waitlist">
              <Link to={`/campeonatos/${encodeURIComponent(w.campeonatoId)}`}>{w.nombreCampeonato}</Link>
              {w.ofertaVenceEn ? (
                <span>
                  <Badge tone="success">Lugar ofrecido</Badge> {w.precio > 0 ? 'Paga' : 'Confirma'} tu inscripción antes del{' '}
                  <strong className="tabular">{formatDeadline(w.ofertaVenceEn)}</strong>.
                </span>
              ) : (
                <span className="muted">
                  Lugar <strong className="tabular">{w.posicion}</strong> de {w.total} en la lista de espera.
                </span>
              )}
              <Button
                variant="secondary"
                size="sm"
                busy={leaving === w.campeonatoId}
                busyText="Procesando..."
                onClick={() => void leave(w.campeonatoId)}
                aria-label={es`Salir de la lista de espera de ${w.nombreCampeonato}`}
              >
                Salir de la lista
              </Button>
            </li>
          ))}
          {data.ofertasTerminadas.map((o) => (
            <li key={`terminada-${o.campeonatoId}`} className="profile__waitlist">
              <Link to={`/campeonatos/${encodeURIComponent(o.campeonatoId)}`}>{o.nombreCampeonato}</Link>
              <span>
                <Badge tone="neutral">{o.resultado === 'vencida' ? 'Oferta vencida' : 'Oferta terminada'}</Badge>{' '}
                {o.resultado === 'vencida' ? (
                  <>
                    El lugar que te ofrecimos venció el <strong className="tabular">{formatDeadline(o.ofertaVenceEn)}</strong> sin respuesta y pasó al siguiente de la
                    lista.
                  </>
                ) : (
                  <>
                    El lugar que te ofrecimos terminó el <strong className="tabular">{formatDeadline(o.fecha)}</strong> y pasó al siguiente de la lista.
                  </>
                )}{' '}
                Puedes volver a unirte a la lista desde la página del campeonato.
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
