import type { GateStandingView } from '@contracts/entries.views';
import { Badge } from '@/components/ui/badge';

/** A driver's figure in the gate's category and whether he meets it (or is let through). */
export function GateFigure({ standing }: { standing: GateStandingView | undefined }) {
  if (!standing) return <>—</>;
  // Two pieces that wrap apart in a narrow column; a class and its figure stay together.
  const licence = standing.licencia ? `Licencia\u00a0${standing.licencia}` : 'Licencia desconocida';
  const irating = standing.irating !== null ? `iRating\u00a0${standing.irating}` : 'iRating desconocido';
  return (
    <span className="entry-admin__origin">
      <span className="entry-admin__figure">
        {licence} <span aria-hidden="true">·</span> {irating}
      </span>
      <Badge tone={standing.cumple ? 'success' : standing.exento ? 'neutral' : 'danger'}>{standing.cumple ? 'Cumple' : standing.exento ? 'Con excepción' : 'No cumple'}</Badge>
    </span>
  );
}
