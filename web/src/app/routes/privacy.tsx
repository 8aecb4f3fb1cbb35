import { PrivacyNotice, Processors } from '@/features/privacy/components/privacy-notice';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PrivacyNoticeRoute() {
  useDocumentTitle('Aviso de privacidad integral');
  return (
    <div className="container page">
      <PrivacyNotice />
    </div>
  );
}

export function ProcessorsRoute() {
  useDocumentTitle('¿A dónde van tus datos?');
  return (
    <div className="container page">
      <Processors />
    </div>
  );
}
