import { CheckCircle2, LogOut, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { useCloseSessionFromMail } from '@/features/account-security/api/sessions';
import { Button, LinkButton } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The session and key a mailed link carries after its '#' (never sent to a server by the browser). */
function linkOf(hash: string): { sesion: string; clave: string } | null {
  const [sesion, clave] = hash.replace(/^#/, '').split('.');
  return sesion && clave ? { sesion, clave } : null;
}

/**
 * The page of the link mailed for a sign-in from a new browser: one button closes that session, without
 * signing in (opening the link alone closes nothing, so a mail scanner that follows it changes nothing).
 */
export function CloseSessionRoute() {
  useDocumentTitle('Cerrar una sesión');
  const [link] = useState(() => linkOf(window.location.hash));
  const close = useCloseSessionFromMail();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!link) return;
    setFailure(null);
    try {
      setDone((await close.trigger(link)).message);
    } catch (err) {
      setFailure(messageOf(err, 'No se pudo cerrar la sesión. Inténtalo de nuevo.'));
    }
  };

  return (
    <AuthShell>
      <div className="auth-card__content auth-card__content--center">
        {done ? (
          <>
            <CheckCircle2 className="auth-card__icon" size={40} aria-hidden="true" />
            <h1 className="auth-card__title">Sesión cerrada</h1>
            <p role="status">{done}</p>
            <LinkButton to="/login?recuperar=1" fullWidth>
              Cambiar mi contraseña
            </LinkButton>
          </>
        ) : !link ? (
          <>
            <ShieldAlert className="auth-card__icon auth-card__icon--danger" size={40} aria-hidden="true" />
            <h1 className="auth-card__title">Enlace no válido</h1>
            <p className="form-error" role="alert">
              Este enlace está incompleto. Ábrelo tal como llegó en el correo, o revisa tus sesiones en Mi perfil → Seguridad.
            </p>
            <LinkButton to="/login" fullWidth>
              Ir al inicio de sesión
            </LinkButton>
          </>
        ) : (
          <>
            <LogOut className="auth-card__icon" size={40} aria-hidden="true" />
            <h1 className="auth-card__title">¿Cerrar esa sesión?</h1>
            <p>Te avisamos por correo de un inicio de sesión desde un navegador nuevo. Si no fuiste tú, ciérrala aquí; no necesitas iniciar sesión.</p>
            <Button fullWidth busy={close.isMutating} busyText="Cerrando..." onClick={() => void submit()}>
              Cerrar esa sesión
            </Button>
            <div aria-live="assertive">
              {failure && (
                <p className="form-error" role="alert">
                  {failure}
                </p>
              )}
            </div>
          </>
        )}
      </div>
    </AuthShell>
  );
}
