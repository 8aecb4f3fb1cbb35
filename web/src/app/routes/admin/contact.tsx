import { ContactInbox } from '@/features/admin-contact/components/contact-inbox';
import { useContactCounts } from '@/features/admin-contact/api/contact-inbox';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminContactRoute() {
  useDocumentTitle('Mensajes de contacto');
  const { data } = useContactCounts();
  return <ContactInbox unread={data?.sinLeer} pending={data?.pendientes} />;
}
