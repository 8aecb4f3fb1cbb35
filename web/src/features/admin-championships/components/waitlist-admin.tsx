import { ArrowDown, ArrowUp, Gift, TimerOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { AdminOfferOutcomeView, AdminWaitingDriverView as Waiting } from '@contracts/entries.views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmailText } from '@/components/ui/email-text';
import { Table } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useWaitlistChange, type WaitlistChange } from '../api/entries';
import { withDetail } from './messages';
import { es } from '@contracts/spanish-contractions';

const nameOf = (w: Waiting) => `${w.nombre} ${w.apellido}`.trim();

/**
 * The admin's waiting list of a championship: its order (move up or down), the open offers with
 * their deadline (Mexico City time), a place offered by hand and an offer ended early.
 */
/** What became of an offer, in the admin's words. */
export function outcomeText(o: Pick<AdminOfferOutcomeView, 'resultado' | 'ofertaVenceEn' | 'fecha'>): string {
  if (o.resultado === 'aceptada') return `Tomó el lugar el ${formatDateTime(o.fecha)}.`;
  if (o.resultado === 'vencida') return `Su oferta venció el ${formatDateTime(o.ofertaVenceEn)} sin respuesta y pasó al siguiente.`;
  return `Su oferta terminó el ${formatDateTime(o.fecha)} antes de tomarla (salió de la lista o un administrador la terminó).`;
}

const OUTCOME_LABELS: Record<AdminOfferOutcomeView['resultado'], string> = { aceptada: 'Aceptada', vencida: 'Vencida', rechazada: 'Rechazada' };

export function WaitlistAdmin({ campeonatoId, queue, horas, outcomes = [] }: { campeonatoId: string; queue: Waiting[]; horas: number; outcomes?: AdminOfferOutcomeView[] }) {
  const { trigger, isMutating: busy } = useWaitlistChange(campeonatoId);

  const run = async (change: WaitlistChange, failure: string) => {
    try {
      toast.success((await trigger(change)).message, ADMIN_TOAST);
    } catch (err) {
      toast.error(withDetail(failure, err), ADMIN_TOAST);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = queue.map((w) => w.usuarioId);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    return run({ action: 'orden', usuarioIds: ids }, 'Error al reordenar la lista de espera');
  };

  return (
    <section className="waitlist-admin" aria-labelledby="admin-waitlist-title">
      <h2 id="admin-waitlist-title">Lista de espera</h2>
      <p className="muted">
        Cuando se libera un lugar se ofrece al primero de la lista, que tiene {horas} horas para tomarlo; si no responde, pasa al siguiente.
      </p>
      {queue.length === 0 ? (
        <p className="muted">Nadie está en la lista de espera.</p>
      ) : (
        <Table
          caption="Lista de espera, en orden"
          rowKey={(w) => w.usuarioId}
          rows={queue}
          columns={[
            { key: 'posicion', header: '#', numeric: true, render: (w) => w.posicion },
            {
              key: 'piloto',
              header: 'Piloto',
              render: (w) => (w.perfilPublico ? <Link to={`/pilotos/${encodeURIComponent(w.usuarioId)}`}>{nameOf(w)}</Link> : nameOf(w)),
            },
            { key: 'correo', header: 'Correo', render: (w) => (w.email ? <EmailText email={w.email} className="muted" /> : '—') },
            { key: 'solicitud', header: 'Se unió (hora del centro de México)', label: 'Se unió', numeric: true, render: (w) => formatDateTime(w.fechaSolicitud) },
            {
              key: 'oferta',
              header: 'Oferta',
              render: (w) => (w.ofertaVenceEn ? <Badge tone="success">{`Hasta ${formatDateTime(w.ofertaVenceEn)}`}</Badge> : <span className="muted">Esperando</span>),
            },
            {
              key: 'acciones',
              header: 'Acciones',
              actions: true,
              render: (w) => {
                const index = w.posicion - 1;
                return (
                  <span className="waitlist-admin__actions">
                    <Button variant="secondary" size="sm" icon={<ArrowUp size={16} aria-hidden="true" />} disabled={busy || index === 0} onClick={() => void move(index, -1)} aria-label={es`Subir a ${nameOf(w)}`} />
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<ArrowDown size={16} aria-hidden="true" />}
                      disabled={busy || index === queue.length - 1}
                      onClick={() => void move(index, 1)}
                      aria-label={es`Bajar a ${nameOf(w)}`}
                    />
                    {w.ofertaVenceEn ? (
                      <Button
                        variant="danger"
                        size="sm"
                        icon={<TimerOff size={16} aria-hidden="true" />}
                        disabled={busy}
                        onClick={() => void run({ action: 'terminar', usuarioId: w.usuarioId }, 'Error al terminar la oferta')}
                        aria-label={es`Terminar oferta de ${nameOf(w)}`}
                      >
                        Terminar oferta
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        icon={<Gift size={16} aria-hidden="true" />}
                        disabled={busy}
                        onClick={() => void run({ action: 'ofrecer', usuarioId: w.usuarioId }, 'Error al ofrecer el lugar')}
                        aria-label={es`Ofrecer lugar a ${nameOf(w)}`}
                      >
                        Ofrecer lugar
                      </Button>
                    )}
                  </span>
                );
              },
            },
          ]}
        />
      )}
      {outcomes.length > 0 && (
        <>
          <h3>Ofertas terminadas</h3>
          <ul className="waitlist-admin__outcomes">
            {outcomes.map((o) => (
              <li key={`${o.usuarioId}-${o.fecha}`}>
                <Badge tone={o.resultado === 'aceptada' ? 'success' : 'neutral'}>{OUTCOME_LABELS[o.resultado]}</Badge> <strong>{`${o.nombre} ${o.apellido}`.trim()}</strong>{' '}
                <span className="muted">{outcomeText(o)} (hora del centro de México)</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
