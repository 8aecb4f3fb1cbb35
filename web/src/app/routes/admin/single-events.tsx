import { AdminEventCreate } from '@/features/single-events/components/admin-event-create';
import { AdminEventsList } from '@/features/single-events/components/admin-events-list';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminSingleEventsRoute() {
  useDocumentTitle('Eventos Únicos');
  return <AdminEventsList />;
}

export function AdminSingleEventCreateRoute() {
  useDocumentTitle('Crear evento único');
  return <AdminEventCreate />;
}
