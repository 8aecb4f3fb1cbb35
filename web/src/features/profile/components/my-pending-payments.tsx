import { Link } from 'react-router-dom';
import { PAYMENT_METHOD_MSG } from '@contracts/payments.messages';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PendingPaymentFacts } from '@/components/payments/pending-payment-facts';
import { useMyPendingPayments } from '../api/my-pending-payments';

/** The driver's held places waiting for an OXXO or SPEI payment (issue #31); nothing when there is none. */
export function MyPendingPayments() {
  const { data, error, mutate } = useMyPendingPayments();
  if (!error && (!data || data.pagos.length === 0)) return null;
  return (
    <Card as="section" className="profile__pending" aria-labelledby="profile-pending">
      <h2 id="profile-pending" className="profile__section-title">
        Pagos pendientes
      </h2>
      {error ? (
        <ErrorState message="No se pudieron cargar tus pagos pendientes." onRetry={() => void mutate()} />
      ) : (
        <ul className="profile__pending-list">
          {data!.pagos.map((p) => (
            <li key={p.pagoId}>
              <p>
                <Badge tone="warning">{PAYMENT_METHOD_MSG.held}</Badge> <Link to={`/campeonatos/${encodeURIComponent(p.campeonato._id)}`}>{p.campeonato.nombreCampeonato}</Link>
              </p>
              <PendingPaymentFacts pago={p} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
