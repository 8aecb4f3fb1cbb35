import { RESULTS_MESSAGES } from '@contracts/results.messages';
import { useSearchParams } from 'react-router-dom';
import { ResultsAnalyzer } from '@/features/race-results/components/results-analyzer';
import { isAdminRole } from '@/lib/roles';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

/** /race-result[?evento=<subsession id>]: the public analyzer, loaded only when visited (it brings the charts). */
export function RaceResultRoute() {
  const evento = useSearchParams()[0].get('evento') ?? undefined;
  const { user } = useSession();
  useDocumentTitle('Resultados de carreras');
  return (
    <div className="container page">
      <h1>Resultados de carreras</h1>
      <p className="results-page__intro">{RESULTS_MESSAGES.publication}</p>
      <ResultsAnalyzer key={evento ?? ''} initialEvent={evento} canFetchLaps={isAdminRole(user?.rol)} />
    </div>
  );
}
