import { Home, Flag } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute({ homePath = '/' }: { homePath?: string }) {
  useDocumentTitle('Página no encontrada');
  return (
    <div className="container page status-page">
      <Flag className="status-page__icon" size={48} aria-hidden="true" />
      <p className="status-page__code tabular" aria-hidden="true">
        404
      </p>
      <h1>Página no encontrada</h1>
      <p className="muted">Te saliste de la pista: la página que buscas no existe o cambió de lugar.</p>
      <LinkButton to={homePath} icon={<Home size={18} aria-hidden="true" />}>
        Volver a pits
      </LinkButton>
    </div>
  );
}
