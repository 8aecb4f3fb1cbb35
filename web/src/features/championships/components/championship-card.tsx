import { CalendarDays, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { CARD_SIZES, ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { formatDayWithWeekday, formatMoney } from '@/lib/format';
import { placesText } from '@contracts/championship-places';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { ChampionshipCountdown } from './championship-countdown';
import { ShareLinkButton } from './share-link-button';
import './championship-card.css';
import { es } from '@contracts/spanish-contractions';


/** `first`: the list's first card, whose picture loads with the page (ImageWithPlaceholder's `priority`). */
export function ChampionshipCard({ championship: c, first = false }: { championship: Championship; first?: boolean }) {
  const headingId = `champ-${c.id}-title`;
  return (
    <article className="tile champ-card" aria-labelledby={headingId}>
      <div className="champ-card__media">
        <ImageWithPlaceholder src={c.imagenPortada} alt={es`Portada de ${c.nombreCampeonato}`} className="champ-card__image" priority={first} sizes={CARD_SIZES} />
        <span className="champ-card__tag">
          <Badge tone="premium">PREMIUM</Badge>
        </span>
      </div>
      <div className="champ-card__body">
        <p className="champ-card__category">{c.categoria}</p>
        <h3 id={headingId} className="champ-card__title">
          {c.nombreCampeonato}
        </h3>
        <p className="champ-card__price tabular">{formatMoney(c.precio)}</p>
        <ul className="champ-card__facts">
          <li>
            <CalendarDays size={16} aria-hidden="true" />
            <span>
              Del {formatDayWithWeekday(c.fechaInicio)} al {formatDayWithWeekday(c.fechaFin)}
            </span>
          </li>
          <li>
            <Users size={16} aria-hidden="true" />
            <span className="tabular">{placesText(c)}</span>
          </li>
        </ul>
        <ChampionshipCountdown championship={c} />
        <div className="champ-card__actions">
          <Link className="btn btn--primary btn--md" to={`/campeonatos/${c.id}`} aria-label={es`Ver detalles de ${c.nombreCampeonato}`}>
            Ver detalles
          </Link>
          <ShareLinkButton id={c.id} name={c.nombreCampeonato} />
        </div>
      </div>
    </article>
  );
}
