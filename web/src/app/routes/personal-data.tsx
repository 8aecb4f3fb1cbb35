import { Link, useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { ArcoRequestForm } from '@/features/data-rights/components/arco-request-form';
import { CancelAccount } from '@/features/data-rights/components/cancel-account';
import { MyArcoRequests } from '@/features/data-rights/components/my-arco-requests';
import '@/features/data-rights/components/data-rights.css';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

/** Mi perfil → 'Mis datos personales': the ARCO requests, their answers, and the cancellation of the account. */
export function PersonalDataRoute() {
  useDocumentTitle('Mis datos personales');
  const { refresh } = useSession();
  const navigate = useNavigate();
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">
          <Link to="/perfil">Mi perfil</Link>
        </p>
        <h1>Mis datos personales</h1>
        <p>Pide una copia de todo lo que guardamos sobre ti, corrige un dato, oponte a un uso o cancela tu cuenta. Respondemos en un máximo de 20 días hábiles.</p>
      </header>
      <div className="stack">
        <Card as="section">
          <ArcoRequestForm />
        </Card>
        <MyArcoRequests />
        <CancelAccount
          onCancelled={() => {
            void refresh();
            void navigate('/', { replace: true });
          }}
        />
      </div>
    </div>
  );
}
