import { FileLock } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The profile's way to 'Mis datos personales'. */
export function PersonalDataCard() {
  return (
    <Card as="section" aria-labelledby="profile-personal-data">
      <h2 id="profile-personal-data" className="profile__section-title">
        Mis datos personales
      </h2>
      <p>Descarga todo lo que guardamos sobre ti, pide corregir un dato u oponerte a un uso, o cancela tu cuenta.</p>
      <LinkButton to="/perfil/datos-personales" variant="secondary" icon={<FileLock size={18} aria-hidden="true" />}>
        Ver mis datos personales
      </LinkButton>
    </Card>
  );
}
