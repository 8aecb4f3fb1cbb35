import type { GateStandingView } from '@contracts/entries.views';
import { Badge } from '@/components/ui/badge';

/** A driver's figure in the gate's category and whether he meets it (or is let through). */
export function GateFigure({ standing }: { standing: GateStandingView | undefined }) {
  if (!standing) return <>—</>;
  const figure = [standing.licencia ? `Licencia ${standing.licencia}` : 'Licencia desconocida', standing.irating !== null ? `iRating ${standing.irating}` : 'iRating desconocido'].join(' · ');
  return (
    <span className="entry-admin__origin">
      <span className="tabular">{figure}</span>
      <Badge tone={standing.cumple ? 'success' : standing.exento ? 'neutral' : 'danger'}>{standing.cumple ? 'Cumple' : standing.exento ? 'Con excepción' : 'No cumple'}</Badge>
    </span>
  );
}
