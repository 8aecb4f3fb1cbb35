import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { manualPaymentSchema, type ManualPaymentFields, type ManualPaymentRequest } from '@contracts/payments.contract';
import { PAYMENT_MSG, PAYMENT_STATE_LABELS, PAYMENT_STATES } from '@contracts/payments.messages';
import { ChampionshipPicker, type PickedChampionship } from '@/components/championships/championship-picker';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatMoney } from '@/lib/format';
import { focusFirstError, schemaResolver, showServerErrors } from '@/lib/form-errors';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useCreateManualPayment } from '../api/payments';
import { withDetail } from './messages';
import { UserPicker } from '@/components/users/user-picker';
import { useFormFailure } from '@/lib/form-failure';

const FORM_ID = 'manual-payment-form';
const FIELDS = ['usuarioId', 'campeonatoId', 'monto', 'moneda', 'estado', 'notasAdmin'] as const;

/** Each championship's price and places taken, as the list said them: '$1,500.00 · 3/20 inscritos'. */
const priceAndPlaces = (c: PickedChampionship) =>
  [c.precio === undefined ? '' : formatMoney(c.precio), c.participantesMaximos === undefined ? '' : `${c.participantesRegistrados ?? 0}/${c.participantesMaximos} inscritos`].filter(Boolean).join(' · ');

/** Records a payment taken outside the site (cash, transfer); `completado`, the default, enrols the driver. */
export function ManualPaymentModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { trigger, isMutating } = useCreateManualPayment();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<ManualPaymentRequest, unknown, ManualPaymentFields>({
    resolver: schemaResolver(manualPaymentSchema),
    // The pickers come first on screen: focusFirstError, not the library, says where a refusal puts the focus.
    shouldFocusError: false,
    defaultValues: { usuarioId: '', campeonatoId: '', monto: '', moneda: 'mxn', estado: 'completado', notasAdmin: '' },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);


  const submit = handleSubmit(async (values) => {
    try {
      const answer = await trigger(values);
      toast.success(answer.message || PAYMENT_MSG.created, ADMIN_TOAST);
      onSaved();
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
      const text = withDetail(PAYMENT_MSG.saveError, err);
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  }, focusFirstError(setFocus, FIELDS));

  return (
    <FormModal title="Registrar pago manual" formId={FORM_ID} className="payments__form" onSubmit={onSubmit(submit)} onClose={onClose} busy={isMutating} submitText="Registrar pago" failure={failure}>
      <Controller
        control={control}
        name="usuarioId"
        render={({ field }) => (
          <UserPicker
            label="Usuario"
            required
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.usuarioId?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="campeonatoId"
        render={({ field }) => (
          <ChampionshipPicker
            label="Campeonato"
            required
            detail={priceAndPlaces}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            onPick={(chosen) => {
              // The championship's price is the usual amount; the admin may change it.
              if (chosen?.precio !== undefined && !String(getValues('monto') ?? '').trim()) setValue('monto', String(chosen.precio));
            }}
            error={errors.campeonatoId?.message}
          />
        )}
      />
      <div className="form-row">
        <Input label="Monto" type="number" inputMode="decimal" min={0.01} step="0.01" required {...register('monto')} error={errors.monto?.message} />
        <Select
          label="Moneda"
          options={[
            { value: 'mxn', label: 'MXN (pesos)' },
            { value: 'usd', label: 'USD (dólares)' },
          ]}
          {...register('moneda')}
          error={errors.moneda?.message}
        />
      </div>
      <Select
        label="Estado"
        options={PAYMENT_STATES.map((s) => ({ value: s, label: PAYMENT_STATE_LABELS[s] }))}
        hint="Un pago completado inscribe al piloto en el campeonato."
        {...register('estado')}
        error={errors.estado?.message}
      />
      <Textarea label="Notas (opcional)" rows={3} maxLength={1000} placeholder="Por ejemplo: pago en efectivo en la pista" {...register('notasAdmin')} error={errors.notasAdmin?.message} />
    </FormModal>
  );
}
