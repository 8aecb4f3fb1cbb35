import { InvoiceQueue } from '@/features/admin-invoices/components/invoice-queue';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminInvoicesRoute() {
  useDocumentTitle('Facturas por emitir');
  return <InvoiceQueue />;
}
