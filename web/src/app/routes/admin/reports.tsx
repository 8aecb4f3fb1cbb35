import { useParams } from 'react-router-dom';
import { ReportDetail } from '@/features/admin-reports/components/report-detail';
import { ReportsAdmin } from '@/features/admin-reports/components/reports-admin';
import { StewardsAdmin } from '@/features/admin-reports/components/stewards-admin';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminReportsRoute() {
  useDocumentTitle('Gestión de Reportes');
  return <ReportsAdmin />;
}

export function AdminStewardsRoute() {
  useDocumentTitle('Comisarios');
  return <StewardsAdmin />;
}

export function AdminReportDetailRoute() {
  const { id } = useParams();
  return <ReportDetail key={id} id={id ?? ''} />;
}
