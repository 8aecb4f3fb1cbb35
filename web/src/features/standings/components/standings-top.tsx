import { ListOrdered } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { StandingsAnswer } from '@contracts/standings.views';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { mexicoCityDay } from '@contracts/formats';
import { formatInteger } from '@/lib/format';
import { useRenderInstant } from '@/lib/use-now';
import { useManyStandings } from '../api/get-standings';
import './standings-top.css';

export const TOP = 5;
/** Groups shown per championship on the home page; the full page has them all. */
const GROUPS = 3;
/** A championship that ended less than this many days ago still shows its final top five. */
const RECENT_DAYS = 14;

const name = (d: StandingsAnswer['grupos'][number]['filas'][number]['piloto']) => (d.usuario ? `${d.usuario.nombre} ${d.usuario.apellido}`.trim() : d.nombreIracing);

/** Running: started (in Mexico City) and not over, or over for less than two weeks. */
export function isRunning(c: Pick<Championship, 'fechaInicio' | 'fechaFin'>, now = Date.now()): boolean {
  const today = mexicoCityDay(now);
  const recent = mexicoCityDay(now - RECENT_DAYS * 86_400_000);
  return c.fechaInicio.slice(0, 10) <= today && c.fechaFin.slice(0, 10) >= recent;
}

function TopCard({ championship, answer }: { championship: Championship; answer: StandingsAnswer }) {
  const groups = answer.grupos.slice(0, GROUPS);
  const more = answer.grupos.length - groups.length;
  const to = `/campeonatos/${encodeURIComponent(championship.id)}/clasificacion`;
  return (
    <article className="tile standings-top__card" aria-labelledby={`top-${championship.id}`}>
      <h3 id={`top-${championship.id}`}>{championship.nombreCampeonato}</h3>
      <p className="muted">Después de la ronda {answer.hastaRonda}</p>
      {groups.map((g) => (
        <div key={g.clave}>
          {answer.grupos.length > 1 && <p className="standings-top__group">{g.grupo}</p>}
          <ol className="standings-top__list" aria-label={`Los ${TOP} primeros${answer.grupos.length > 1 ? ` de ${g.grupo}` : ''}`}>
            {g.filas.slice(0, TOP).map((row) => (
              <li key={row.piloto.custId}>
                <span className="standings-top__pos tabular" aria-hidden="true">
                  {row.posicion}
                </span>
                <span className="standings-top__name">
                  <span className="visually-hidden">{row.posicion}.º </span>
                  {name(row.piloto)}
                </span>
                <span className="standings-top__pts tabular">{formatInteger(row.puntos)} pts.</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
      <Link className="standings-top__link" to={to}>
        Ver la clasificación completa{more > 0 ? ` (${more} grupos más)` : ''}
        <span className="visually-hidden"> de {championship.nombreCampeonato}</span>
      </Link>
    </article>
  );
}

/**
 * The home page's standings: the top five of each running championship with published results,
 * compact, each linking to its full standings. Nothing shows while nothing has been scored.
 */
export function StandingsTopSection({ championships }: { championships: Championship[] | undefined }) {
  const now = useRenderInstant();
  const running = (championships ?? []).filter((c) => isRunning(c, now));
  const ids = running.map((c) => c.id);
  const standings = useManyStandings(ids);
  const cards = running.flatMap((c, i) => {
    const answer = standings.data?.[i];
    return answer && answer.hastaRonda !== null && answer.grupos.length > 0 ? [{ championship: c, answer }] : [];
  });
  if (cards.length === 0) return null;
  return (
    <section id="clasificaciones" className="home-section home-section--surface" aria-labelledby="clasificaciones-title">
      <div className="container">
        <p className="eyebrow">En curso</p>
        <h2 id="clasificaciones-title" className="home-section__title">
          <span className="home-section__icon" aria-hidden="true">
            <ListOrdered size={24} />
          </span>
          Clasificaciones
        </h2>
        <ul className="tile-grid standings-top">
          {cards.map(({ championship, answer }) => (
            <li key={championship.id}>
              <TopCard championship={championship} answer={answer} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
