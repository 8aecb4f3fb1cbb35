import { useParams } from 'react-router-dom';
import { ReportDetail } from '@/features/admin-reports/components/report-detail';
import { ReportsAdmin } from '@/features/admin-reports/components/reports-admin';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /comisarios: a steward's queue, the reports of his championships that do not involve him. */
export function StewardQueueRoute() {
  useDocumentTitle('Reportes por decidir');
  return (
    <div className="container page">
      <ReportsAdmin area="comisario" />
    </div>
  );
}

/** /comisarios/reportes/{id}: one report of the steward's queue. */
export function StewardReportRoute() {
  const { id } = useParams();
  return (
    <div className="container page">
      <ReportDetail key={id} id={id ?? ''} area="comisario" />
    </div>
  );
}
