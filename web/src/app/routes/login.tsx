import { Navigate, useNavigate } from 'react-router-dom';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

export function LoginRoute() {
  useDocumentTitle('Iniciar sesión');
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return (
    <AuthShell>
      <LoginForm
        onSuccess={(user) => {
          signIn(user);
          navigate('/', { replace: true });
        }}
      />
    </AuthShell>
  );
}
