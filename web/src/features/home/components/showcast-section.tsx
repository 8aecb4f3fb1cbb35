import { PlayCircle, Video } from 'lucide-react';
import { useState } from 'react';
import { HomeSection } from './home-section';

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
