import { ReportForm } from '@/features/reports/components/report-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

/** /crearReporte (spec 1, Create report): signed-in drivers report an incident of a championship race. */
export function CreateReportRoute() {
  useDocumentTitle('Crear reporte');
  const { user } = useSession();
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Comisarios</p>
        <h1>Crear reporte</h1>
        <p>Cuéntales a los comisarios qué pasó en pista. Verás su decisión en tu perfil, en Mis reportes.</p>
      </header>
      {user && <ReportForm user={user} />}
    </div>
  );
}
