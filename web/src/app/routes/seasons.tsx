import { useParams } from 'react-router-dom';
import { SeasonsArchive } from '@/features/seasons/components/seasons-archive';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SeasonsRoute() {
  useDocumentTitle('Temporadas');
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Historia</p>
        <h1>Temporadas</h1>
        <p>Cada temporada con sus campeonatos y, una vez cerrada, sus campeones.</p>
      </header>
      <SeasonsArchive />
    </div>
  );
}

export function SeasonRoute() {
  const { anio = '' } = useParams();
  useDocumentTitle(`Temporada ${anio}`);
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Historia</p>
        <h1>Temporada {anio}</h1>
      </header>
      <SeasonsArchive year={anio} />
    </div>
  );
}
