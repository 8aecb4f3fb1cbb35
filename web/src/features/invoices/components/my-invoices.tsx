import { Download, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { MyPaymentInvoiceView } from '@contracts/invoicing.views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useMyInvoices } from '../api/my-invoices';
import { InvoiceFormModal } from './invoice-form-modal';
import './invoices.css';
import { es } from '@contracts/spanish-contractions';

function InvoiceState({ line }: { line: MyPaymentInvoiceView }) {
  const { factura } = line;
  if (factura?.estado === 'emitida') {
    return (
      <span className="invoices__files">
        <Badge tone="success">Factura emitida</Badge>
        <a className="btn btn--secondary btn--sm" href={factura.pdfUrl ?? undefined} download>
          <Download size={16} aria-hidden="true" /> PDF
        </a>
        <a className="btn btn--secondary btn--sm" href={factura.xmlUrl ?? undefined} download>
          <Download size={16} aria-hidden="true" /> XML
        </a>
      </span>
    );
  }
  if (factura) {
    return (
      <span>
        <Badge tone="warning">Factura solicitada</Badge> <span className="muted">Te avisamos por correo cuando esté lista.</span>
      </span>
    );
  }
  return line.motivo ? <span className="muted">{line.motivo}</span> : null;
}

/** 'Mis facturas' on the profile: each paid payment, its invoice, and 'Solicitar factura' while the payment's month lasts. */
export function MyInvoices({ email }: { email: string }) {
  const { data, error, isLoading, mutate } = useMyInvoices();
  const [asking, setAsking] = useState<MyPaymentInvoiceView | null>(null);
  const loaded = !!data && data.pagos.length > 0;
  // Coming from 'Solicitar factura' after checkout (/perfil#facturas): the section loads after the page, so go to it once it is there.
  useEffect(() => {
    if (!loaded || window.location.hash !== '#facturas') return;
    const heading = document.getElementById('facturas');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [loaded]);
  if (!error && !isLoading && data && data.pagos.length === 0) return null;
  return (
    <Card as="section" className="invoices" aria-labelledby="facturas">
      <h2 id="facturas" className="profile__section-title" tabIndex={-1}>
        Mis facturas
      </h2>
      {error ? (
        <ErrorState message="No se pudieron cargar tus pagos." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando tus pagos...
          </span>
          <SkeletonLines lines={2} />
        </div>
      ) : (
        <>
          <p className="muted">Pide la factura (CFDI) de un pago dentro del mes en que pagaste (hora del centro de México); después va en la factura global del mes.</p>
          <ul className="invoices__list">
            {data.pagos.map((line) => (
              <li key={line.pago.id} className="invoices__item">
                <span className="invoices__what">
                  <strong>{line.pago.campeonato?.nombreCampeonato ?? 'Inscripción'}</strong>
                  <span className="tabular">
                    {formatMoney(line.pago.monto, { withCode: true })} · {line.pago.fechaPago ? formatDateTime(line.pago.fechaPago) : ''}
                  </span>
                </span>
                <InvoiceState line={line} />
                {line.puedeSolicitar && (
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<FileText size={16} aria-hidden="true" />}
                    onClick={() => setAsking(line)}
                    aria-label={es`Solicitar factura del pago de ${line.pago.campeonato?.nombreCampeonato ?? 'inscripción'}`}
                  >
                    Solicitar factura
                  </Button>
                )}
                {line.puedeSolicitar && line.solicitarHasta && <span className="muted invoices__deadline">Puedes pedirla hasta el {formatDateTime(line.solicitarHasta)}.</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {asking && (
        <InvoiceFormModal
          payment={asking.pago}
          email={email}
          onClose={() => setAsking(null)}
          onSaved={() => setAsking(null)}
        />
      )}
    </Card>
  );
}
