import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LinkButton } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

const REDIRECT_MS = 1500;

/**
 * The second return point of the original reads a token from the query. Here the session is an
 * HttpOnly cookie the server has already set, so the token in the address is ignored (and removed
 * from it): the profile is read again and the driver is taken home.
 */
export function GoogleSuccessRoute() {
  useDocumentTitle('Sesión iniciada');
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<'checking' | 'ok' | 'failed'>('checking');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void refresh().then((user) => setState(user ? 'ok' : 'failed'));
  }, [refresh]);

  useEffect(() => {
    if (state !== 'ok') return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  return (
    <AuthShell>
      {state === 'checking' && <PageLoader label="Comprobando tu sesión..." />}
      {state === 'ok' && (
        <div className="auth-card__content auth-card__content--center" role="status">
          <CheckCircle2 className="auth-card__icon auth-card__icon--success" size={40} aria-hidden="true" />
          <h1 className="auth-card__title">¡Listo!</h1>
          <p>Iniciaste sesión con Google. Te llevamos al inicio...</p>
        </div>
      )}
      {state === 'failed' && (
        <div className="auth-card__content auth-card__content--center">
          <ShieldAlert className="auth-card__icon auth-card__icon--danger" size={40} aria-hidden="true" />
          <h1 className="auth-card__title">No pudimos iniciar tu sesión</h1>
          <p className="form-error" role="alert">
            Error al procesar la autenticación de Google.
          </p>
          <LinkButton to="/login" fullWidth>
            Volver a intentar
          </LinkButton>
        </div>
      )}
    </AuthShell>
  );
}
