import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { manualPaymentSchema, type ManualPaymentFields, type ManualPaymentRequest } from '@contracts/payments.contract';
import { PAYMENT_MSG, PAYMENT_STATE_LABELS, PAYMENT_STATES } from '@contracts/payments.messages';
import { ErrorState } from '@/components/ui/error-state';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PageLoader } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatMoney } from '@/lib/format';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useCreateManualPayment } from '../api/payments';
import { usePickerOptions } from '../api/picker-options';
import { withDetail } from './messages';
import { SearchPicker } from './search-picker';
import { UserPicker } from '@/components/users/user-picker';
import { useFormFailure } from '@/lib/form-failure';

const FORM_ID = 'manual-payment-form';
const FIELDS = ['usuarioId', 'campeonatoId', 'monto', 'moneda', 'estado', 'notasAdmin'] as const;

/** Records a payment taken outside the site (cash, transfer); `completado`, the default, enrols the driver. */
export function ManualPaymentModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { trigger, isMutating } = useCreateManualPayment();
  const { championships, error, isLoading, retry } = usePickerOptions();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ManualPaymentRequest, unknown, ManualPaymentFields>({
    resolver: schemaResolver(manualPaymentSchema),
    defaultValues: { usuarioId: '', campeonatoId: '', monto: '', moneda: 'mxn', estado: 'completado', notasAdmin: '' },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  const championshipOptions = useMemo(
    () => (championships ?? []).map((c) => ({ value: c.id, label: `${c.nombreCampeonato} · ${formatMoney(c.precio)} (${c.participantesRegistrados}/${c.participantesMaximos})` })),
    [championships],
  );

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
  });

  let pending;
  if (error) pending = <ErrorState message="Error al cargar los campeonatos" onRetry={() => void retry()} />;
  else if (isLoading || !championships) pending = <PageLoader label="Cargando campeonatos..." />;

  return (
    <FormModal title="Registrar pago manual" formId={FORM_ID} className="payments__form" onSubmit={onSubmit(submit)} onClose={onClose} busy={isMutating} submitText="Registrar pago" failure={failure} pending={pending}>
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
          <SearchPicker
            label="Campeonato"
            searchLabel="Buscar campeonato"
            searchPlaceholder="Nombre del campeonato"
            placeholder="Elige un campeonato"
            required
            options={championshipOptions}
            value={String(field.value ?? '')}
            onChange={(value) => {
              field.onChange(value);
              // The championship's price is the usual amount; the admin may change it.
              const chosen = championships?.find((c) => c.id === value);
              if (chosen && !String(getValues('monto') ?? '').trim()) setValue('monto', String(chosen.precio));
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
