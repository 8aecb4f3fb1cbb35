import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/lib/format';
import type { StaffFactorNotice } from '@contracts/identity.views';
import './staff-factor-banner.css';

/**
 * Staff without a second factor (docs/adr/0046): the date until which they keep the panel, or that it has
 * passed, and the way to Seguridad.
 */
export function StaffFactorBanner({ notice }: { notice: StaffFactorNotice }) {
  const text = notice.vencido
    ? 'Tu cuenta de administración o de comisario necesita un segundo factor para usar el panel.'
    : `Tu cuenta de administración o de comisario necesita un segundo factor antes del ${notice.plazo ? formatDateTime(notice.plazo) : ''}; después, el panel se cerrará hasta que lo agregues.`;
  return (
    <div className="staff-factor-banner" role="status">
      <ShieldAlert size={18} aria-hidden="true" />
      <p>
        {text} <Link to="/perfil/seguridad">Configurar mi segundo factor</Link>
      </p>
    </div>
  );
}
