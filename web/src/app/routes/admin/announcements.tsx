import { AnnouncementsAdmin } from '@/features/admin-push/components/announcements-admin';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminAnnouncementsRoute() {
  useDocumentTitle('Avisos a los inscritos');
  return <AnnouncementsAdmin />;
}
