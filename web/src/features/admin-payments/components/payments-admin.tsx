import { lazy, Suspense, useState } from 'react';
import { PAYMENT_MSG } from '@contracts/payments.messages';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { PaymentsList } from './payments-list';
import './admin-payments.css';

// The charts library loads only when the statistics tab is opened.
const PaymentsStats = lazy(() => import('./payments-stats'));

/** /admin/pagos: the list of payments and the statistics, as two tabs. */
export function PaymentsAdmin() {
  const [tab, setTab] = useState('lista');
  return (
    <section className="payments" aria-labelledby="payments-title">
      <header className="admin-page__header">
        <div>
          <h1 id="payments-title">Pagos</h1>
          <p>Pagos con tarjeta y manuales: filtra, cambia su estado, reenvía la confirmación y consulta las estadísticas.</p>
        </div>
      </header>
      <Tabs
        label="Secciones de pagos"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'lista', label: PAYMENT_MSG.tabList, content: <PaymentsList /> },
          {
            id: 'estadisticas',
            label: PAYMENT_MSG.tabStats,
            content: (
              <Suspense fallback={<Skeleton height={260} />}>
                <PaymentsStats />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
