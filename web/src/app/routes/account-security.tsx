import { Link } from 'react-router-dom';
import { PasskeysSection } from '@/features/account-security/components/passkeys-section';
import { TotpSection } from '@/features/account-security/components/totp-section';
import { SessionsSection } from '@/features/account-security/components/sessions-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

/** Mi perfil → Seguridad: passkeys, the authenticator app and recovery codes (the page staff must visit first), and the open sessions. */
export function AccountSecurityRoute() {
  useDocumentTitle('Seguridad de la cuenta');
  const { staffFactor, refresh } = useSession();
  const changed = () => void refresh();
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">
          <Link to="/perfil">Mi perfil</Link>
        </p>
        <h1>Seguridad de la cuenta</h1>
        <p>Entra sin contraseña con una llave de acceso, o pide un código de tu teléfono además de tu contraseña.</p>
      </header>
      {staffFactor && (
        <p className="form-error" role="status">
          {staffFactor.vencido
            ? 'Tu cuenta de administración o de comisario necesita un segundo factor para volver a usar el panel: agrega una llave de acceso o una aplicación de autenticación.'
            : 'Tu cuenta de administración o de comisario necesita un segundo factor: agrega una llave de acceso o una aplicación de autenticación.'}
        </p>
      )}
      <div className="stack">
        <PasskeysSection onChanged={changed} />
        <TotpSection onChanged={changed} />
        <SessionsSection />
      </div>
    </div>
  );
}
