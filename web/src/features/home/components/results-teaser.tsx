import { BarChart3, CalendarClock } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { HomeSection } from './home-section';

/** Where the results are, and when they come out. */
export function ResultsTeaser() {
  return (
    <HomeSection id="resultadosSection" eyebrow="Tiempos y posiciones" title="Resultados" icon={<CalendarClock size={24} />}>
      <p className="home-section__lead">
        Los resultados de carreras, campeonatos y eventos se publican una hora después de que termina la competencia.
      </p>
      <LinkButton to="/race-result" variant="secondary" icon={<BarChart3 size={18} aria-hidden="true" />}>
        Ver resultados
      </LinkButton>
    </HomeSection>
  );
}
