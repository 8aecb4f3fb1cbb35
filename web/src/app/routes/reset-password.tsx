import { useSearchParams } from 'react-router-dom';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ResetPasswordRoute() {
  useDocumentTitle('Restablecer contraseña');
  const [params] = useSearchParams();
  return (
    <AuthShell>
      <ResetPasswordForm token={params.get('token')} userId={params.get('userId')} />
    </AuthShell>
  );
}
