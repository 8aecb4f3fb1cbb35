import { Link } from 'react-router-dom';
import { HallOfChampions } from '@/features/seasons/components/hall-of-champions';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ChampionsRoute() {
  useDocumentTitle('Campeones');
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Historia</p>
        <h1>Salón de campeones</h1>
        <p>Los campeones de cada serie, temporada por temporada, y los pilotos con más títulos y podios.</p>
        <p>
          <Link to="/temporadas">Ver todas las temporadas</Link>
        </p>
      </header>
      <HallOfChampions />
    </div>
  );
}
