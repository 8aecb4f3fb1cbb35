import { CONTACT } from '@/components/layout/nav-items';
import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TermsRoute() {
  useDocumentTitle('Términos y condiciones');
  return (
    <div className="container page">
      <TermsOfService contactEmail={CONTACT.email} />
    </div>
  );
}
