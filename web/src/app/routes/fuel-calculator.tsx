import { FuelCalculator } from '@/features/fuel/components/fuel-calculator';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

export function FuelCalculatorRoute() {
  useDocumentTitle('Calculadora de combustible');
  const { user } = useSession();
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Herramientas</p>
        <h1>Calculadora de combustible</h1>
        <p>Cuánto cargar, cuándo parar y con cuánto llegas a la bandera. Elige un coche y un circuito o escribe tus propios datos.</p>
      </header>
      <FuelCalculator signedIn={user !== null} />
    </div>
  );
}
