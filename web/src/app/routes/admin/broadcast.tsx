import { BroadcastAdmin } from '@/features/admin-broadcast/components/broadcast-admin';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminBroadcastRoute() {
  useDocumentTitle('Transmisión');
  return <BroadcastAdmin />;
}
