import { ChevronLeft, ChevronRight, Handshake } from 'lucide-react';
import { useState } from 'react';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { Spinner } from '@/components/ui/spinner';
import type { SponsorView as Sponsor } from '@contracts/sponsors.views';
import { useSponsors } from '../api/get-sponsors';
import './sponsors.css';
import { es } from '@contracts/spanish-contractions';

/** Logos shown at once; the arrows move one step and appear only past this many. */
export const WINDOW = 8;

function Logo({ sponsor }: { sponsor: Sponsor }) {
  const image = <ImageWithPlaceholder src={sponsor.logoUrl} alt={es`Logo de ${sponsor.nombre}`} className="sponsor__logo" sizes="(min-width: 1024px) 150px, (min-width: 480px) 25vw, 50vw" />;
  return sponsor.link ? (
    <a className="sponsor" href={sponsor.link} target="_blank" rel="noopener noreferrer" title={sponsor.nombre}>
      {image}
    </a>
  ) : (
    <span className="sponsor" title={sponsor.nombre}>
      {image}
    </span>
  );
}

function Carousel({ sponsors }: { sponsors: Sponsor[] }) {
  const [start, setStart] = useState(0);
  const last = Math.max(0, sponsors.length - WINDOW);
  const first = Math.min(start, last);
  const shown = sponsors.slice(first, first + WINDOW);
  const arrows = sponsors.length > WINDOW;
  return (
    <div className="sponsors" role="region" aria-roledescription="carrusel" aria-label="Logos de nuestros sponsors">
      {arrows && (
        <button type="button" className="icon-button sponsors__arrow" onClick={() => setStart(first - 1)} disabled={first === 0} aria-label="Sponsor anterior">
          <ChevronLeft size={22} aria-hidden="true" />
        </button>
      )}
      <ul className="sponsors__window">
        {shown.map((s) => (
          <li key={s.id}>
            <Logo sponsor={s} />
          </li>
        ))}
      </ul>
      {arrows && (
        <button type="button" className="icon-button sponsors__arrow" onClick={() => setStart(first + 1)} disabled={first >= last} aria-label="Sponsor siguiente">
          <ChevronRight size={22} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

function SponsorsContent() {
  const { data, error, isLoading } = useSponsors();
  if (isLoading) {
    return (
      <p role="status">
        <Spinner size={18} /> Cargando sponsors...
      </p>
    );
  }
  if (error || !data) {
    return (
      <p className="form-error" role="alert">
        Error al cargar sponsors: {error instanceof Error ? error.message : 'Ocurrió un error inesperado.'}
      </p>
    );
  }
  if (data.length === 0) return <p className="muted">No hay sponsors para mostrar.</p>;
  return <Carousel sponsors={data} />;
}

/** The sponsors section (#sponsorsSection). */
export function SponsorsSection() {
  return (
    <section id="sponsorsSection" className="home-section home-section--surface" aria-labelledby="sponsors-title">
      <div className="container">
        <p className="eyebrow">Gracias</p>
        <h2 id="sponsors-title" className="home-section__title">
          <span className="home-section__icon" aria-hidden="true">
            <Handshake size={24} />
          </span>
          Nuestros sponsors
        </h2>
        <p className="home-section__lead">Gracias a las marcas que hacen posible cada temporada de la comunidad.</p>
        <SponsorsContent />
      </div>
    </section>
  );
}
