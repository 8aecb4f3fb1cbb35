import { ShieldCheck } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSecuritySummary } from '../api/totp';
import './account-security.css';

/** The profile's way to Seguridad: what protects the account now, and the link to change it. */
export function SecurityCard() {
  const { data } = useSecuritySummary();
  const status = !data
    ? 'Llaves de acceso y verificación en dos pasos.'
    : data.segundoFactor
      ? `Protegida: ${[data.app ? 'aplicación de autenticación' : null, data.llaves ? `${data.llaves} ${data.llaves === 1 ? 'llave' : 'llaves'} de acceso` : null].filter(Boolean).join(' y ')}.`
      : 'Solo con contraseña. Agrega una llave de acceso o una aplicación de autenticación.';
  return (
    <Card as="section" className="security__section" aria-labelledby="profile-security">
      <h2 id="profile-security" className="profile__section-title">
        Seguridad
      </h2>
      <p className="security__lead">{status}</p>
      <LinkButton to="/perfil/seguridad" variant="secondary" icon={<ShieldCheck size={18} aria-hidden="true" />}>
        Administrar seguridad
      </LinkButton>
    </Card>
  );
}
