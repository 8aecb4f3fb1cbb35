import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { mexicoCityDay } from '@contracts/formats';
import { createTrackRecordSchema, LAP_TIME_HINT, TRACK_RECORD_MSG, type TrackRecordInput } from '@contracts/track-records.contract';
import type { TrackRecordView as TrackRecord } from '@contracts/track-records.views';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { UserPicker } from '@/components/users/user-picker';
import { messageOf } from '@/lib/api-client';
import { focusFirstError, schemaResolver, showServerErrors } from '@/lib/form-errors';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useSaveRecord } from '../api/admin-track-records';
import { useFormFailure } from '@/lib/form-failure';

const FORM_ID = 'track-record-form';
const FIELDS = ['user', 'circuit', 'car', 'lapTime', 'recordDate'] as const;

/** Creates a record, or edits `record`: user, circuit, car, lap time (MM:SS.mmm) and day, checked by the contract the server applies. */
export function RecordFormModal({ record, onClose, onSaved }: { record?: TrackRecord; onClose: () => void; onSaved: () => void }) {
  const { trigger, isMutating } = useSaveRecord(record?.id);
  const today = mexicoCityDay(new Date());
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TrackRecordInput, unknown, unknown>({
    resolver: schemaResolver(createTrackRecordSchema),
    // The driver's picker comes first on screen: focusFirstError, not the library, says where a refusal puts the focus.
    shouldFocusError: false,
    defaultValues: { user: record?.user?.id ?? '', circuit: record?.circuit ?? '', car: record?.car ?? '', lapTime: record?.lapTime ?? '', recordDate: record?.recordDate ?? today },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  // The contract checks the form; what travels is what the admin typed (the server reads the same contract).
  const submit = handleSubmit(async () => {
    const values = getValues();
    const input = { ...values, circuit: values.circuit.trim(), car: values.car.trim(), lapTime: values.lapTime.trim() };
    try {
      const answer = await trigger(input);
      toast.success(answer.message ?? (record ? TRACK_RECORD_MSG.updated : TRACK_RECORD_MSG.created), ADMIN_TOAST);
      onSaved();
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
      const text = `Error: ${messageOf(err, 'No se pudo guardar el récord')}`;
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  }, focusFirstError(setFocus, FIELDS));

  return (
    <FormModal
      title={record ? 'Editar récord' : 'Nuevo récord'}
      formId={FORM_ID}
      className="record-form"
      onSubmit={onSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      submitText={record ? 'Guardar cambios' : 'Crear récord'}
      failure={failure}
    >
      <Controller
        control={control}
        name="user"
        render={({ field }) => (
          <UserPicker
            label="Piloto"
            required
            initial={record?.user ?? null}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.user?.message}
            noMatches="Ningún usuario coincide"
          />
        )}
      />
      <Input label="Circuito" required maxLength={120} placeholder="Por ejemplo: Autódromo Hermanos Rodríguez" {...register('circuit')} error={errors.circuit?.message} />
      <Input label="Auto" required maxLength={120} placeholder="Por ejemplo: Porsche 911 GT3 R" {...register('car')} error={errors.car?.message} />
      <div className="form-row">
        <Input
          label="Tiempo de vuelta"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="1:23.456"
          hint={`Formato ${LAP_TIME_HINT} (minutos, segundos y milésimas).`}
          {...register('lapTime')}
          error={errors.lapTime?.message}
        />
        <Input label="Fecha del récord" type="date" required max={today} {...register('recordDate')} error={errors.recordDate?.message} />
      </div>
    </FormModal>
  );
}
