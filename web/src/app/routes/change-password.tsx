import { useNavigate } from 'react-router-dom';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ChangePasswordRoute() {
  useDocumentTitle('Cambiar contraseña');
  const navigate = useNavigate();
  return (
    <AuthShell>
      <ChangePasswordForm onChanged={() => navigate('/')} />
    </AuthShell>
  );
}
