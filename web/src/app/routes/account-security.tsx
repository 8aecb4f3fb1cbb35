import { Link } from 'react-router-dom';
import { PasskeysSection } from '@/features/account-security/components/passkeys-section';
import { TotpSection } from '@/features/account-security/components/totp-section';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Mi perfil → Seguridad: passkeys, the authenticator app and recovery codes (the page staff must visit first). */
export function AccountSecurityRoute() {
  useDocumentTitle('Seguridad de la cuenta');
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">
          <Link to="/perfil">Mi perfil</Link>
        </p>
        <h1>Seguridad de la cuenta</h1>
        <p>Entra sin contraseña con una llave de acceso, o pide un código de tu teléfono además de tu contraseña.</p>
      </header>
      <div className="stack">
        <PasskeysSection />
        <TotpSection />
      </div>
    </div>
  );
}
