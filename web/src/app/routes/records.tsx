import { RecordsPage } from '@/features/track-records/components/records-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function RecordsRoute() {
  useDocumentTitle('Récords de pista');
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Comunidad</p>
        <h1>Récords de pista</h1>
        <p>El mejor tiempo de vuelta de cada circuito y auto, quién lo tiene y cuándo lo marcó.</p>
      </header>
      <RecordsPage />
    </div>
  );
}
