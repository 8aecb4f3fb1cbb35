import { RESULTS_MESSAGES } from '@contracts/results.messages';
import { ResultsAnalyzer } from '@/features/race-results/components/results-analyzer';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /race-result: the public analyzer, loaded only when visited (it brings the charts). */
export function RaceResultRoute() {
  useDocumentTitle('Resultados de carreras');
  return (
    <div className="container page">
      <h1>Resultados de carreras</h1>
      <p className="results-page__intro">{RESULTS_MESSAGES.publication}</p>
      <ResultsAnalyzer />
    </div>
  );
}
