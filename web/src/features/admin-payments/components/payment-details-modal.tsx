import type { ReactNode } from 'react';
import type { PaymentView } from '@contracts/payments.contract';
import { formatPaymentAmount } from '@contracts/payments.messages';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { PageLoader } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { usePayment } from '../api/payments';
import { withDetail } from './messages';
import { StateBadge } from './state-badge';

const GATEWAYS: Record<PaymentView['pasarela'], string> = { stripe: 'Tarjeta (Stripe)', demo: 'Pasarela de demostración', manual: 'Manual' };

const orDash = (value: string | null | undefined) => (value ? value : '—');
const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

function Fact({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="payment-facts__item">
      <dt>{label}</dt>
      <dd className={mono ? 'payment-facts__mono' : undefined}>{children}</dd>
    </div>
  );
}

/** Every field of one payment and its notes log, newest note last. */
export function PaymentDetailsModal({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const { data: p, error, isLoading, mutate } = usePayment(paymentId);
  let body;
  if (error) body = <ErrorState message={withDetail('Error al cargar el pago', error)} onRetry={() => void mutate()} />;
  else if (isLoading || !p) body = <PageLoader label="Cargando el pago..." />;
  else
    body = (
      <>
        <dl className="payment-facts">
          <Fact label="ID" mono>
            {p._id}
          </Fact>
          <Fact label="Estado">
            <StateBadge estado={p.estado} />
          </Fact>
          <Fact label="Usuario">{p.usuario ? `${p.usuario.nombre} ${p.usuario.apellido} · ${p.usuario.email}` : 'Cuenta eliminada'}</Fact>
          <Fact label="Campeonato">{p.campeonato?.nombreCampeonato ?? 'Campeonato eliminado'}</Fact>
          <Fact label="Monto">
            <span className="tabular">{formatPaymentAmount(p.monto, p.moneda)}</span>
          </Fact>
          <Fact label="Forma de pago">{GATEWAYS[p.pasarela] ?? p.pasarela}</Fact>
          {p.esManual && <Fact label="Registrado por">{p.creadoPor ? `${p.creadoPor.nombre} · ${p.creadoPor.email}` : '—'}</Fact>}
          {!p.esManual && (
            <>
              <Fact label="Sesión de pago" mono>
                {orDash(p.stripeSessionId)}
              </Fact>
              <Fact label="Intento de pago" mono>
                {orDash(p.stripePaymentIntentId)}
              </Fact>
            </>
          )}
          <Fact label="Creado">{when(p.createdAt)}</Fact>
          <Fact label="Completado">{when(p.fechaCompletado)}</Fact>
          <Fact label="Reembolsado">{when(p.fechaReembolso)}</Fact>
          <Fact label="Última actualización">{when(p.updatedAt)}</Fact>
          {p.detalles && <Fact label="Detalles">{p.detalles}</Fact>}
        </dl>
        <section className="payment-notes" aria-labelledby="payment-notes-title">
          <h3 id="payment-notes-title">Notas del administrador</h3>
          {p.notasAdmin.length === 0 ? (
            <p className="muted">Sin notas todavía.</p>
          ) : (
            <ol className="payment-notes__list">
              {p.notasAdmin.map((note, i) => (
                <li key={i} className="payment-notes__item">
                  <p className="payment-notes__meta muted">
                    <span className="tabular">{formatDateTime(note.fecha)}</span> · {note.usuario?.nombre ?? 'Sistema'}
                  </p>
                  <p className="payment-notes__text">{note.texto}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title="Detalles del pago"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      {body}
    </Modal>
  );
}
