import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { GoogleCallback } from '@/features/auth/components/google-callback';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { UserView as User } from '@contracts/identity.views';
import { useSession } from '../session';

export function GoogleCallbackRoute() {
  useDocumentTitle('Iniciando sesión con Google');
  const [search] = useSearchParams();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const params = useMemo(() => ({ code: search.get('code'), state: search.get('state'), error: search.get('error') }), [search]);
  const onSuccess = useCallback(
    (user: User) => {
      signIn(user);
      navigate('/', { replace: true });
    },
    [signIn, navigate],
  );
  return (
    <AuthShell>
      <GoogleCallback params={params} onSuccess={onSuccess} />
    </AuthShell>
  );
}
