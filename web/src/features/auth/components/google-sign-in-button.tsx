import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GOOGLE_START_URL, useAuthProviders } from '../api/get-auth-providers';

/**
 * Sends the whole page to the server, which redirects to the provider. Shown disabled, with the
 * reason, when the server has no provider configured.
 */
export function GoogleSignInButton() {
  const { data, error, isLoading } = useAuthProviders();
  const hintId = useId();
  const enabled = data?.google.enabled === true;
  const unavailable = !isLoading && (!enabled || error);
  return (
    <div className="google-sign-in">
      <button
        type="button"
        className="btn btn--secondary btn--md btn--full google-sign-in__button"
        disabled={!enabled}
        aria-describedby={unavailable ? hintId : undefined}
        onClick={() => window.location.assign(GOOGLE_START_URL)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7z" />
          <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
          <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z" />
        </svg>
        <span>Continuar con Google</span>
      </button>
      {enabled && (
        <p className="field__hint google-sign-in__hint">
          Si es tu primera vez, al continuar con Google creas tu cuenta con tu nombre, correo y foto de Google y aceptas el{' '}
          <Link to="/aviso-de-privacidad">aviso de privacidad</Link>.
        </p>
      )}
      {unavailable && (
        <p id={hintId} className="field__hint google-sign-in__hint">
          El inicio de sesión con Google no está disponible por ahora. Usa tu correo y contraseña.
        </p>
      )}
    </div>
  );
}
