import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

export function LogoutRoute() {
  useDocumentTitle('Cerrando sesión');
  const { signOut } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [signOut, navigate]);

  return <PageLoader label="Cerrando sesión..." />;
}
