import { AuditLog } from '@/features/admin-audit/components/audit-log';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminAuditRoute() {
  useDocumentTitle('Bitácora');
  return <AuditLog />;
}
