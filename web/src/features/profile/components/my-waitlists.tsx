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
import { useLeaveEventWaitlist, useLeaveWaitlist, useMyEventWaitlists, useMyWaitlists } from '../api/my-waitlists';
import { es } from '@contracts/spanish-contractions';

/**
 * The championships and one-off events whose waiting list the driver is in: his place and any open
 * offer with its deadline (Mexico City time), each with its button to leave the queue.
 */
export function MyWaitlists() {
  const championships = useMyWaitlists();
  const events = useMyEventWaitlists();
  const leaveChampionship = useLeaveWaitlist();
  const leaveEvent = useLeaveEventWaitlist();
  // Which row's button is busy: the one whose championship or event is being left ('campeonato:id', 'evento:id').
  const [leavingKey, setLeavingKey] = useState<string | null>(null);
  const leaving = leaveChampionship.isMutating || leaveEvent.isMutating ? leavingKey : null;
  const leave = async (key: string, work: () => Promise<{ message: string }>) => {
    setLeavingKey(key);
    try {
      toast.success((await work()).message);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo salir de la lista de espera. Inténtalo de nuevo.'));
    }
  };
  const data = championships.data && events.data ? { ...championships.data, eventos: events.data.data } : undefined;
  const error = championships.error ?? events.error;
  const isLoading = championships.isLoading || events.isLoading;
  const mutate = () => Promise.all([championships.mutate(), events.mutate()]);
  if (!error && !isLoading && data && data.data.length === 0 && data.ofertasTerminadas.length === 0 && data.eventos.length === 0) return null;
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
                busy={leaving === `campeonato:${w.campeonatoId}`}
                busyText="Procesando..."
                onClick={() => void leave(`campeonato:${w.campeonatoId}`, () => leaveChampionship.trigger(w.campeonatoId))}
                aria-label={es`Salir de la lista de espera de ${w.nombreCampeonato}`}
              >
                Salir de la lista
              </Button>
            </li>
          ))}
          {data.eventos.map((e) => (
            <li key={`evento-${e.eventoId}`} className="profile__waitlist">
              <Link to={`/eventos-unicos/${encodeURIComponent(e.eventoId)}`}>{e.nombre}</Link>
              {e.ofertaVenceEn ? (
                <span>
                  <Badge tone="success">Lugar ofrecido</Badge> Confirma tu lugar antes del <strong className="tabular">{formatDeadline(e.ofertaVenceEn)}</strong>.
                </span>
              ) : (
                <span className="muted">
                  Lugar <strong className="tabular">{e.posicion}</strong> de {e.total} en la lista de espera.
                </span>
              )}
              <Button
                variant="secondary"
                size="sm"
                busy={leaving === `evento:${e.eventoId}`}
                busyText="Procesando..."
                onClick={() => void leave(`evento:${e.eventoId}`, () => leaveEvent.trigger(e.eventoId))}
                aria-label={es`Salir de la lista de espera de ${e.nombre}`}
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
