import { useParams } from 'react-router-dom';
import { LinkButton } from '@/components/ui/button';
import { ResultsAdmin } from '@/features/race-results/components/results-admin';
import { ResultsAnalyzer } from '@/features/race-results/components/results-analyzer';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/race-results-admin (its own chunk: the analyzer and the charts load with it). */
export function AdminRaceResultsRoute() {
  useDocumentTitle('Resultados de Carreras');
  return <ResultsAdmin />;
}

/** /admin/race-results/analyze/{id}: the analyzer on one event, published or not. */
export function AdminAnalyzeEventRoute() {
  useDocumentTitle('Analizar resultados');
  const { id } = useParams();
  return (
    <section aria-labelledby="analyze-title">
      <header className="admin-page__header">
        <div>
          <h1 id="analyze-title">Analizar resultados</h1>
        </div>
        <LinkButton to="/admin/race-results-admin" variant="secondary">
          Volver a resultados
        </LinkButton>
      </header>
      <ResultsAnalyzer key={id} initialEvent={id} canFetchLaps />
    </section>
  );
}
