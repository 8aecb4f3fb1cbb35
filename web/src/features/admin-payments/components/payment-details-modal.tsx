import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PAYMENT_METHOD_LABELS, PAYMENT_SITUATION_LABELS } from '@contracts/payments.messages';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { ApiError } from '@/lib/api-client';
import { manualRefundSchema, trackingKeySchema, type PaymentView } from '@contracts/payments.contract';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { formatPaymentAmount } from '@contracts/payments.messages';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { PageLoader } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useEnrolWithoutPlace, useMarkManualRefundSent, usePayment, useRecordManualRefund } from '../api/payments';
import { withDetail } from './messages';
import { StateBadge } from './state-badge';
import { PrivacyShort } from '@/components/legal/privacy-short';

const GATEWAYS: Record<PaymentView['pasarela'], string> = { stripe: 'Tarjeta (Stripe)', demo: 'Pasarela de demostración', manual: 'Manual' };

const orDash = (value: string | null | undefined) => (value ? value : '—');
const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

function Fact({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="payment-facts__item">
      <dt>{label}</dt>
      <dd className={mono ? 'payment-facts__mono' : undefined}>{children}</dd>
    </div>
  );
}

/** Every field of one payment and its notes log, newest note last. */
export function PaymentDetailsModal({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const { data: p, error, isLoading, mutate } = usePayment(paymentId);
  let body;
  if (error) body = <ErrorState message={withDetail('Error al cargar el pago', error)} onRetry={() => void mutate()} />;
  else if (isLoading || !p) body = <PageLoader label="Cargando el pago..." />;
  else
    body = (
      <>
        <dl className="payment-facts">
          <Fact label="ID" mono>
            {p._id}
          </Fact>
          <Fact label="Estado">
            <StateBadge estado={p.estado} />
          </Fact>
          <Fact label="Usuario">{p.usuario ? `${p.usuario.nombre} ${p.usuario.apellido} · ${p.usuario.email}` : 'Cuenta eliminada'}</Fact>
          <Fact label="Campeonato">{p.campeonato?.nombreCampeonato ?? 'Campeonato eliminado'}</Fact>
          <Fact label="Monto">
            <span className="tabular">{formatPaymentAmount(p.monto, p.moneda)}</span>
          </Fact>
          <Fact label="Forma de pago">{GATEWAYS[p.pasarela] ?? p.pasarela}</Fact>
          <Fact label="Método">{PAYMENT_METHOD_LABELS[p.metodo]}</Fact>
          {p.planMeses && <Fact label="Plan de meses sin intereses">{`${p.planMeses} meses`}</Fact>}
          {p.situacion && <Fact label="Situación">{PAYMENT_SITUATION_LABELS[p.situacion]}</Fact>}
          {p.ficha && (
            <Fact label={p.metodo === 'oxxo' ? 'Referencia OXXO' : 'CLABE y referencia'} mono>
              {p.ficha.clabe ? `${p.ficha.clabe} · ${p.ficha.referencia}` : p.ficha.referencia}
            </Fact>
          )}
          {p.plazoApartado && <Fact label="Lugar apartado hasta">{when(p.plazoApartado)}</Fact>}
          {p.reembolsoManual && (
            <Fact label="Reembolso manual (SPEI)">
              {`${formatPaymentAmount(p.reembolsoManual.monto, p.moneda)} a la CLABE ${p.reembolsoManual.clabe} · ${p.reembolsoManual.claveRastreo ? `clave de rastreo ${p.reembolsoManual.claveRastreo}` : 'pendiente de enviar'}`}
            </Fact>
          )}
          {p.esManual && <Fact label="Registrado por">{p.creadoPor ? `${p.creadoPor.nombre} · ${p.creadoPor.email}` : '—'}</Fact>}
          {!p.esManual && (
            <>
              <Fact label="Sesión de pago" mono>
                {orDash(p.stripeSessionId)}
              </Fact>
              <Fact label="Intento de pago" mono>
                {orDash(p.stripePaymentIntentId)}
              </Fact>
            </>
          )}
          <Fact label="Creado">{when(p.createdAt)}</Fact>
          <Fact label="Completado">{when(p.fechaCompletado)}</Fact>
          <Fact label="Reembolsado">{when(p.fechaReembolso)}</Fact>
          <Fact label="Última actualización">{when(p.updatedAt)}</Fact>
          {p.detalles && <Fact label="Detalles">{p.detalles}</Fact>}
        </dl>
        {p.situacion === 'pagado-sin-lugar' && <EnrolOverCapacity payment={p} />}
        {p.metodo === 'oxxo' && (p.estado === 'completado' || (p.reembolsoManual && !p.reembolsoManual.claveRastreo)) && <ManualRefundForm payment={p} />}
        <section className="payment-notes" aria-labelledby="payment-notes-title">
          <h3 id="payment-notes-title">Notas del administrador</h3>
          {p.notasAdmin.length === 0 ? (
            <p className="muted">Sin notas todavía.</p>
          ) : (
            <ol className="payment-notes__list">
              {p.notasAdmin.map((note, i) => (
                <li key={i} className="payment-notes__item">
                  <p className="payment-notes__meta muted">
                    <span className="tabular">{formatDateTime(note.fecha)}</span> · {note.usuario?.nombre ?? 'Sistema'}
                  </p>
                  <p className="payment-notes__text">{note.texto}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </>
    );

  return (
    <Modal
      open
      onClose={onClose}
      title="Detalles del pago"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      {body}
    </Modal>
  );
}

/** 'Reembolsar' for OXXO, which Stripe cannot refund: the driver's CLABE and the amount, then the SPEI tracking key. */
type RefundValues = { clabe: string; monto: string; claveRastreo: string };
const REFUND_FIELDS = ['clabe', 'monto', 'claveRastreo'] as const;
/** Before the transfer: the CLABE, the amount and perhaps its tracking key; once it is recorded, the tracking key alone. */
const recordRefund = schemaResolver(manualRefundSchema) as unknown as Resolver<RefundValues>;
const markRefundSent = schemaResolver(trackingKeySchema) as unknown as Resolver<RefundValues>;

function ManualRefundForm({ payment }: { payment: PaymentView }) {
  const sent = payment.reembolsoManual !== null;
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<RefundValues>({ resolver: sent ? markRefundSent : recordRefund, defaultValues: { clabe: '', monto: String(payment.monto), claveRastreo: '' } });
  const record = useRecordManualRefund(payment._id);
  const markSent = useMarkManualRefundSent(payment._id);
  const busy = record.isMutating || markSent.isMutating;
  // The schema checks the form; what travels is what the admin typed (the server reads the same contract).
  const submit = handleSubmit(async () => {
    const { clabe, monto, claveRastreo: clave } = getValues();
    try {
      const answer = sent ? await markSent.trigger(clave) : await record.trigger({ clabe, monto, claveRastreo: clave || undefined });
      toast.success(answer.message, ADMIN_TOAST);
    } catch (err) {
      if (err instanceof ApiError && err.errors) showServerErrors(err, setError, REFUND_FIELDS);
      else toast.error(withDetail('No se pudo registrar el reembolso', err), ADMIN_TOAST);
    }
  });
  return (
    <section className="payment-notes" aria-labelledby="manual-refund-title">
      <h3 id="manual-refund-title">{sent ? 'Enviar el reembolso manual' : 'Reembolsar (manual, por SPEI)'}</h3>
      <p className="muted">Stripe no reembolsa pagos en OXXO: transfiere el monto a la CLABE que te dé el piloto y registra aquí la clave de rastreo. Le avisamos por correo.</p>
      <form className="manual-refund" onSubmit={(event) => void submit(event)} noValidate>
        {!sent && <Input label="CLABE del piloto (18 dígitos)" inputMode="numeric" error={errors.clabe?.message} required {...register('clabe')} />}
        {!sent && <Input label="Monto a reembolsar (MXN)" inputMode="decimal" error={errors.monto?.message} required {...register('monto')} />}
        <Input label="Clave de rastreo SPEI" error={errors.claveRastreo?.message} hint={sent ? undefined : 'Déjala vacía si aún no envías la transferencia.'} required={sent} {...register('claveRastreo')} />
        {!sent && <PrivacyShort place="reembolso" />}
        <Button type="submit" busy={busy} busyText="Guardando...">
          {sent ? 'Registrar clave de rastreo' : 'Reembolsar'}
        </Button>
      </form>
    </section>
  );
}

/** 'Pagado sin lugar': the money arrived after the held place was released; enrol over the capacity (or refund). */
function EnrolOverCapacity({ payment }: { payment: PaymentView }) {
  const { trigger, isMutating: busy } = useEnrolWithoutPlace(payment._id);
  const enrol = async () => {
    try {
      toast.success((await trigger()).message, ADMIN_TOAST);
    } catch (err) {
      toast.error(withDetail('No se pudo inscribir al piloto', err), ADMIN_TOAST);
    }
  };
  return (
    <section className="payment-notes" aria-labelledby="over-capacity-title">
      <h3 id="over-capacity-title">Pagado sin lugar</h3>
      <p className="muted">El pago llegó después de liberar su lugar apartado y el campeonato está lleno: inscríbelo sobre el cupo o reembolsa el pago.</p>
      <Button busy={busy} busyText="Inscribiendo..." onClick={() => void enrol()}>
        Inscribir sobre el cupo
      </Button>
    </section>
  );
}
