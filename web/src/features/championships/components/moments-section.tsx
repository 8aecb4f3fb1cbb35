import { ChevronLeft, ChevronRight, Clapperboard, PlayCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { youtubeIdOf } from '@contracts/championships.messages';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { Spinner } from '@/components/ui/spinner';
import type { MomentsItemView as MomentsItem } from '@contracts/championships.views';
import { getMoments, useMoments, type MomentsPage } from '../api/get-moments';
import './moments-section.css';
import { es } from '@contracts/spanish-contractions';

const SCROLL_STEP = 200;

interface Video {
  id: string;
  circuito: string;
}

/** The embeddable videos of a championship: valid 11-character ids only, each once. */
function videosOf(item: MomentsItem | undefined): Video[] {
  const seen = new Set<string>();
  const out: Video[] = [];
  for (const race of item?.carreras ?? []) {
    for (const url of race.videos) {
      const id = youtubeIdOf(url);
      if (id && !seen.has(id)) {
        seen.add(id);
        out.push({ id, circuito: race.circuito });
      }
    }
  }
  return out;
}

/** Older championships, asked for at the end of the row: its state and the call that asks. */
interface Older {
  busy: boolean;
  failed: boolean;
  load: (() => void) | null;
}

/** Championship buttons, shown with arrows when they overflow their row; 'Campeonatos anteriores' at its end while older ones remain. */
function ChampionshipButtons({ items, selected, onSelect, older }: { items: MomentsItem[]; selected: string | null; onSelect: (id: string) => void; older: Older }) {
  const row = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const update = () => setOverflow({ left: el.scrollLeft > 0, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [items.length]);
  const scroll = (delta: number) => row.current?.scrollBy({ left: delta, behavior: 'smooth' });
  const showArrows = overflow.left || overflow.right;
  return (
    <div className="moments__picker">
      {showArrows && (
        <button type="button" className="icon-button moments__arrow" onClick={() => scroll(-SCROLL_STEP)} disabled={!overflow.left} aria-label="Ver campeonatos anteriores">
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
      )}
      <div className="moments__buttons" ref={row} role="group" aria-label="Elige un campeonato">
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            className={`btn btn--sm ${item.id === selected ? 'btn--primary' : 'btn--secondary'}`}
            aria-pressed={item.id === selected}
            onClick={() => onSelect(item.id)}
          >
            {item.nombreCampeonato}
          </button>
        ))}
        {older.load && (
          <button type="button" className="btn btn--sm btn--ghost moments__older" onClick={older.load} disabled={older.busy} aria-busy={older.busy}>
            {older.busy ? 'Cargando...' : 'Campeonatos anteriores'}
          </button>
        )}
      </div>
      {showArrows && (
        <button type="button" className="icon-button moments__arrow" onClick={() => scroll(SCROLL_STEP)} disabled={!overflow.right} aria-label="Ver más campeonatos">
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/**
 * The pages after the first, asked for one at a time from the row's end and kept in order below it
 * (docs/adr/0066): the answer the home page reads is one page, however many championships have videos.
 */
function useOlderPages(first: MomentsPage | undefined) {
  const [pages, setPages] = useState<MomentsPage[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = pages.length > 0 ? pages[pages.length - 1]!.siguiente : (first?.siguiente ?? null);
  const load = async (desde: string) => {
    setBusy(true);
    setFailed(false);
    try {
      const page = await getMoments(desde);
      setPages((shown) => [...shown, page]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { items: pages.flatMap((p) => p.data), older: { busy, failed, load: next === null ? null : () => void load(next) } satisfies Older };
}

function MomentsContent() {
  const { data: first, error, isLoading } = useMoments();
  const { items: olderItems, older } = useOlderPages(first);
  const [chosen, setChosen] = useState<string | null>(null);
  const [video, setVideo] = useState<string | null>(null);
  const data = first ? [...first.data, ...olderItems] : undefined;
  if (isLoading) {
    return (
      <p role="status">
        <Spinner size={18} /> Cargando campeonatos...
      </p>
    );
  }
  if (error || !data) return <p className="form-error" role="alert">Error al cargar los campeonatos</p>;
  if (data.length === 0) return <p className="muted">No hay campeonatos con videos todavía.</p>;
  // The first championship that has a video is selected until the visitor picks another.
  const selected = chosen ?? data.find((item) => videosOf(item).length > 0)?.id ?? data[0]!.id;
  const videos = videosOf(data.find((item) => item.id === selected));
  const playing = videos.find((v) => v.id === video);
  return (
    <div className="moments">
      <ChampionshipButtons
        items={data}
        selected={selected}
        onSelect={(id) => {
          setChosen(id);
          setVideo(null);
        }}
        older={older}
      />
      {older.failed && (
        <p className="form-error" role="alert">
          No se pudieron cargar más campeonatos. Inténtalo de nuevo.
        </p>
      )}
      {videos.length === 0 ? (
        <p className="moments__empty">No hay videos disponibles aun para este campeonato.</p>
      ) : (
        // The player opens once there is a video to play; until then the thumbnails fill the row.
        <div className={playing ? 'moments__stage moments__stage--playing' : 'moments__stage'}>
          {playing ? (
            <div className="moments__player">
              <iframe
                key={playing.id}
                src={`https://www.youtube-nocookie.com/embed/${playing.id}`}
                title={es`Video de ${playing.circuito}`}
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                loading="lazy"
              />
            </div>
          ) : (
            <p className="moments__hint">
              <PlayCircle size={20} aria-hidden="true" />
              Selecciona un video para ver.
            </p>
          )}
          <ul className="moments__thumbs" aria-label="Videos del campeonato">
            {videos.map((v) => (
              <li key={v.id}>
                <button type="button" className="moments__thumb" aria-pressed={v.id === video} onClick={() => setVideo(v.id)} aria-label={es`Ver video de ${v.circuito}`}>
                  <ImageWithPlaceholder src={`https://i.ytimg.com/vi/${v.id}/mqdefault.jpg`} alt={es`Miniatura del video de ${v.circuito}`} className="moments__thumb-image" />
                  <span>{v.circuito}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The moments section (#momentSection): race videos by championship. */
export function MomentsSection() {
  return (
    <section id="momentSection" className="home-section home-section--surface" aria-labelledby="momentos-title">
      <div className="container">
        <p className="eyebrow">En pista</p>
        <h2 id="momentos-title" className="home-section__title">
          <span className="home-section__icon" aria-hidden="true">
            <Clapperboard size={24} />
          </span>
          Momentos
        </h2>
        <p className="home-section__lead">Los mejores adelantamientos, salvadas y finales de foto de cada carrera.</p>
        <MomentsContent />
      </div>
    </section>
  );
}
