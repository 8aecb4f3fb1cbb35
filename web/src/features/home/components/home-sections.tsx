import { BarChart3, Trophy, UserPlus } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import './home.css';

const CHAMPIONSHIPS = [
  { name: 'Óvalos', detail: 'Rueda a rueda a fondo en los grandes óvalos.' },
  { name: 'Fórmulas', detail: 'Monoplazas, precisión y estrategia.' },
  { name: 'Deportivos', detail: 'GT y turismos en circuitos clásicos.' },
  { name: 'Multiclase', detail: 'Varias clases en pista, un solo resultado.' },
  { name: 'IndyCar', detail: 'Velocidad pura en óvalos y callejeros.' },
] as const;

/** The banner (#header_box): who we are, the five yearly championships, and the way in. */
export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section id="header_box" className="hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true" />
      <div className="container hero__inner">
        <p className="eyebrow">Comunidad mexicana de sim racing</p>
        <h1 id="hero-title" className="hero__title">
          Tu lugar en la <span className="hero__accent">parrilla</span> te espera
        </h1>
        <p className="hero__lead">
          Cada año corremos cinco campeonatos: óvalos, fórmulas, deportivos, multiclase e IndyCar. Cada uno se disputa una vez por temporada, con
          reglas claras, comisarios y resultados publicados una hora después de cada carrera.
        </p>
        <div className="hero__actions">
          {signedIn ? (
            <LinkButton to={{ pathname: '/', hash: '#campeonatoslistcontainer' }} size="lg" icon={<Trophy size={20} aria-hidden="true" />}>
              Ver campeonatos
            </LinkButton>
          ) : (
            <LinkButton to="/register" size="lg" icon={<UserPlus size={20} aria-hidden="true" />}>
              Regístrate
            </LinkButton>
          )}
          <LinkButton to="/race-result" size="lg" variant="secondary" icon={<BarChart3 size={20} aria-hidden="true" />}>
            Resultados
          </LinkButton>
        </div>
        <ul className="hero__championships" aria-label="Los cinco campeonatos del año">
          {CHAMPIONSHIPS.map((c, i) => (
            <li key={c.name} className="hero__championship">
              <span className="hero__championship-number tabular" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <span className="hero__championship-name">{c.name}</span>
              <span className="hero__championship-detail">{c.detail}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
