import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { ArcoRequestForm } from '@/features/data-rights/components/arco-request-form';
import '@/features/data-rights/components/data-rights.css';
import { useDocumentTitle } from '@/lib/use-document-title';

/** '/derechos-arco': the ARCO request form for people without an account. */
export function ArcoRightsRoute() {
  useDocumentTitle('Derechos ARCO');
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Datos personales</p>
        <h1>Derechos ARCO</h1>
        <p>
          Si no tienes cuenta, pide aquí el acceso, la rectificación, la cancelación o la oposición al uso de tus datos personales. Te escribimos a tu correo en cada paso y respondemos en un máximo de 20 días hábiles.
          Si tienes cuenta, <Link to="/perfil/datos-personales">hazlo desde «Mis datos personales»</Link>: ahí recibes tus datos al momento.
        </p>
      </header>
      <Card as="section">
        <ArcoRequestForm publico />
      </Card>
    </div>
  );
}
