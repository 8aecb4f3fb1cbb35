import { useNavigate, useParams } from 'react-router-dom';
import { UserEditForm } from '@/features/admin-users/components/user-edit-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminUserEditRoute({ currentUserId }: { currentUserId: string }) {
  useDocumentTitle('Editar usuario');
  const { id } = useParams();
  const navigate = useNavigate();
  return <UserEditForm userId={id} currentUserId={currentUserId} onSaved={() => navigate('/admin/usuarios')} />;
}
