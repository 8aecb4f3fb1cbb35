import { RotateCcw, ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LinkButton } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import type { UserView as User } from '@contracts/identity.views';
import { useExchangeGoogleCode } from '../api/exchange-google-code';
import { SecondStepForm } from './second-step-form';
import type { SecondStepAnswer } from '@contracts/account-security.views';
import { useNavigate } from 'react-router-dom';

export interface GoogleCallbackParams {
  code: string | null;
  state: string | null;
  error: string | null;
}

function initialFailure({ code, error }: GoogleCallbackParams): string | null {
  if (error) return `Error de Google: ${error}`;
  if (!code) return 'No se recibió el código de autorización de Google.';
  return null;
}

/** The provider's return point: trades the code for a session once, or says what went wrong. */
export function GoogleCallback({ params, onSuccess }: { params: GoogleCallbackParams; onSuccess: (user: User) => void }) {
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(() => {
    const message = initialFailure(params);
    return message ? { message } : null;
  });
  // A code is single-use: a second exchange (a re-render, React's development double effect) would fail.
  const exchanged = useRef(false);
  const { trigger: exchangeGoogleCode } = useExchangeGoogleCode();
  // Google is one factor: an account with a second one answers it here before any session exists.
  const [secondStep, setSecondStep] = useState<SecondStepAnswer['segundoPaso'] | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (exchanged.current || !params.code || params.error) return;
    exchanged.current = true;
    exchangeGoogleCode({ code: params.code, state: params.state ?? undefined })
      .then((session) => {
        if ('segundoPaso' in session) setSecondStep(session.segundoPaso);
        else if (!session.token || !session.user) setFailure({ message: 'No se pudo obtener el token del backend.' });
        else onSuccess(session.user);
      })
      .catch((error: unknown) => {
        const detail = error instanceof ApiError && error.fromServer && error.status < 500 ? error.message : undefined;
        setFailure({ message: 'Error al procesar la autenticación de Google.', detail });
      });
  }, [params, onSuccess, exchangeGoogleCode]);

  if (secondStep) return <SecondStepForm step={secondStep} onSuccess={onSuccess} onBack={() => navigate('/login')} />;
  if (!failure) return <PageLoader label="Completando el inicio de sesión con Google..." />;
  return (
    <div className="auth-card__content auth-card__content--center">
      <ShieldAlert className="auth-card__icon auth-card__icon--danger" size={40} aria-hidden="true" />
      <h1 className="auth-card__title">No pudimos iniciar tu sesión</h1>
      <p className="form-error" role="alert">
        {failure.message}
      </p>
      {failure.detail && <p className="muted">{failure.detail}</p>}
      <LinkButton to="/login" fullWidth icon={<RotateCcw size={18} aria-hidden="true" />}>
        Volver a intentar
      </LinkButton>
    </div>
  );
}
