import { Trophy, UserPlus } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';

/** Sponsor thanks and the way in, between the results teaser and the sponsors; a signed-in driver is sent to the championships instead. */
export function CallToAction({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-title">¿Listo para la bandera verde?</h2>
          <p>
            Gracias a nuestros sponsors, cada temporada es posible.{' '}
            {signedIn ? 'Elige tu campeonato y asegura tu lugar en la próxima carrera.' : 'Crea tu cuenta y asegura tu lugar en la próxima carrera.'}
          </p>
        </div>
        {signedIn ? (
          <LinkButton to={{ pathname: '/', hash: '#campeonatoslistcontainer' }} variant="secondary" size="lg" icon={<Trophy size={20} aria-hidden="true" />}>
            Ver campeonatos
          </LinkButton>
        ) : (
          <LinkButton to="/register" variant="secondary" size="lg" icon={<UserPlus size={20} aria-hidden="true" />}>
            Regístrate
          </LinkButton>
        )}
      </div>
    </section>
  );
}
