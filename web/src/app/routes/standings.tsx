import { useParams } from 'react-router-dom';
import { useChampionship } from '@/features/championships/api/get-championship';
import { StandingsPage } from '@/features/standings/components/standings-page';

/** /campeonatos/{id}/clasificacion (its own chunk; the chart's library loads after it). */
export function StandingsRoute() {
  const { id = '' } = useParams();
  const championship = useChampionship(id);
  return <StandingsPage key={id} id={id} championship={championship} />;
}
