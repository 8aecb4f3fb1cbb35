import { useParams } from 'react-router-dom';
import { BlockedAccountDetail, BlockedAccounts } from '@/features/data-rights/components/blocked-data';
import '@/features/data-rights/components/data-rights.css';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminBlockedDataRoute() {
  useDocumentTitle('Datos bloqueados');
  return <BlockedAccounts />;
}

export function AdminBlockedAccountRoute() {
  const { userId = '' } = useParams();
  useDocumentTitle('Datos bloqueados de una cuenta cancelada');
  return <BlockedAccountDetail userId={userId} />;
}
