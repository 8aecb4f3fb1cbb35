import { Navigate } from 'react-router-dom';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

export function RegisterRoute() {
  useDocumentTitle('Registro');
  const { status } = useSession();
  // A signed-in driver has an account already: no invitation to make another.
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return (
    <AuthShell wide>
      <RegisterForm />
    </AuthShell>
  );
}
