import { ArcoQueue } from '@/features/data-rights/components/arco-queue';
import '@/features/data-rights/components/data-rights.css';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminArcoRequestsRoute() {
  useDocumentTitle('Solicitudes ARCO');
  return <ArcoQueue />;
}
