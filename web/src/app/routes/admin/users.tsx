import { UsersList } from '@/features/admin-users/components/users-list';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminUsersRoute({ currentUserId, viewerIsSuperadmin }: { currentUserId: string; viewerIsSuperadmin: boolean }) {
  useDocumentTitle('Usuarios');
  return <UsersList currentUserId={currentUserId} viewerIsSuperadmin={viewerIsSuperadmin} />;
}
