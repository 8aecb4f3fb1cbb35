import { TrackRecordsAdmin } from '@/features/admin-track-records/components/track-records-admin';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminTrackRecordsRoute() {
  useDocumentTitle('Récords de pista');
  return <TrackRecordsAdmin />;
}
