import { Construction } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A known screen that a later issue builds; better than a 404 for a link the site already shows. */
export function ComingSoonRoute({ title, backTo = '/', backText = 'Volver al inicio' }: { title: string; backTo?: string; backText?: string }) {
  useDocumentTitle(title);
  return (
    <div className="container page status-page">
      <Construction className="status-page__icon" size={48} aria-hidden="true" />
      <h1>{title}</h1>
      <p className="muted">Próximamente. Estamos preparando esta sección.</p>
      <LinkButton to={backTo} variant="secondary">
        {backText}
      </LinkButton>
    </div>
  );
}
