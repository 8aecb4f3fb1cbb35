import { PaymentsAdmin } from '@/features/admin-payments/components/payments-admin';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminPaymentsRoute() {
  useDocumentTitle('Pagos');
  return <PaymentsAdmin />;
}
