import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { updatePaymentStateSchema, type PaymentView, type UpdatePaymentStateRequest } from '@contracts/payments.contract';
import { formatPaymentAmount, PAYMENT_MSG, PAYMENT_STATE_LABELS, PAYMENT_STATES, shortPaymentId } from '@contracts/payments.messages';
import { Checkbox } from '@/components/ui/checkbox';
import { FormModal } from '@/components/ui/form-modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useUpdatePaymentState } from '../api/payments';
import { withDetail } from './messages';
import { StateBadge } from './state-badge';
import { useFormFailure } from '@/lib/form-failure';

const FORM_ID = 'payment-state-form';
const FIELDS = ['estado', 'notas', 'reembolsarEnPasarela'] as const;

const EFFECTS: Partial<Record<string, string>> = {
  completado: 'Al completarlo, el piloto queda inscrito en el campeonato.',
  reembolsado: 'Al reembolsarlo, el piloto deja de estar inscrito y su lugar queda libre.',
};

/** Changes a payment's state; the change and the notes go to the payment's notes log. */
export function EditStateModal({ payment, onClose, onSaved }: { payment: PaymentView; onClose: () => void; onSaved: () => void }) {
  const { trigger, isMutating } = useUpdatePaymentState();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdatePaymentStateRequest, unknown, z.output<typeof updatePaymentStateSchema>>({
    resolver: schemaResolver(updatePaymentStateSchema),
    defaultValues: { estado: payment.estado, notas: '', reembolsarEnPasarela: false },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const estado = useWatch({ control, name: 'estado' });
  // Only a card payment taken by Stripe can be given back through Stripe.
  const canRefundAtStripe = estado === 'reembolsado' && payment.estado !== 'reembolsado' && payment.pasarela === 'stripe';

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await trigger({ id: payment._id, input: { ...values, reembolsarEnPasarela: canRefundAtStripe && values.reembolsarEnPasarela === true } });
      toast.success(answer.message || PAYMENT_MSG.updated, ADMIN_TOAST);
      onSaved();
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
      const text = withDetail(PAYMENT_MSG.saveError, err);
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  });

  return (
    <FormModal title="Cambiar estado del pago" formId={FORM_ID} className="payments__form" onSubmit={onSubmit(submit)} onClose={onClose} busy={isMutating} submitText="Guardar estado" failure={failure}>
      <p>
        Pago <code>{shortPaymentId(payment._id)}</code> de <strong>{payment.usuario ? `${payment.usuario.nombre} ${payment.usuario.apellido}` : 'Cuenta eliminada'}</strong> por{' '}
        <strong className="tabular">{formatPaymentAmount(payment.monto, payment.moneda)}</strong> · estado actual <StateBadge estado={payment.estado} />
      </p>
      <Select
        label="Nuevo estado"
        options={PAYMENT_STATES.map((s) => ({ value: s, label: PAYMENT_STATE_LABELS[s] }))}
        hint={EFFECTS[estado ?? '']}
        {...register('estado')}
        error={errors.estado?.message}
      />
      {canRefundAtStripe && (
        <Checkbox
          label="Reembolsar también en Stripe"
          hint="Devuelve el dinero a la tarjeta del piloto. Sin marcarla, solo se registra el reembolso hecho desde el panel de Stripe."
          {...register('reembolsarEnPasarela')}
        />
      )}
      <Textarea label="Notas (opcional)" rows={3} maxLength={1000} placeholder="Motivo del cambio" {...register('notas')} error={errors.notas?.message} />
    </FormModal>
  );
}
