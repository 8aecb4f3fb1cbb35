import { MessageCircle, PlayCircle, Video } from 'lucide-react';
import { useState } from 'react';
import { HomeSection } from './home-sections';

/** The series the league races in; drawn as type, not the series' own trademarks. */
export const CATEGORIES = ['GT3', 'Indy', 'Nascar', 'IMSA', 'TCR', 'SuperFormula', 'MX5 Cup', 'F1', 'F3'] as const;

export function CategoriesSection() {
  return (
    <section className="categories" aria-labelledby="categorias-title">
      <div className="container">
        <h2 id="categorias-title" className="categories__title">
          Las mejores categorías
        </h2>
        <ul className="categories__list">
          {CATEGORIES.map((name) => (
            <li key={name}>
              <span className="categories__logo" role="img" aria-label={`Logo de ${name}`}>
                <span aria-hidden="true">{name}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The league's showcase video (YouTube id, 11 characters). */
export const SHOWCAST_VIDEO_ID = 'M7lc1UVf-VE';

/** The showcast video, loaded only when asked for so the page stays light. */
export function ShowcastSection() {
  const [playing, setPlaying] = useState(false);
  return (
    <HomeSection id="showcastSection" eyebrow="Así corremos" title="Video de la liga" icon={<Video size={24} />}>
      <p className="home-section__lead">Una vuelta por lo que vive la parrilla cada temporada.</p>
      <div className="showcast">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${SHOWCAST_VIDEO_ID}?autoplay=1`}
            title="Video de presentación de la liga"
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className="showcast__play" onClick={() => setPlaying(true)}>
            <PlayCircle size={56} aria-hidden="true" />
            <span>Reproducir el video de presentación</span>
          </button>
        )}
      </div>
    </HomeSection>
  );
}

/** The community's group chat invitation. */
export const GROUP_CHAT_URL = 'https://chat.whatsapp.com/parrilla-simracing';

export function GroupChatButton() {
  return (
    <a className="group-chat" href={GROUP_CHAT_URL} target="_blank" rel="noopener noreferrer" aria-label="Únete al grupo de chat de la comunidad">
      <MessageCircle size={26} aria-hidden="true" />
      <span className="group-chat__text">Únete al grupo</span>
    </a>
  );
}
