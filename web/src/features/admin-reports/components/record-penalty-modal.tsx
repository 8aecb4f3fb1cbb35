import { Gavel } from 'lucide-react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { recordPenaltySchema, REPORT_LIMITS } from '@contracts/stewarding.contract';
import { ChampionshipPicker } from '@/components/championships/championship-picker';
import { FormModal } from '@/components/ui/form-modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatDay } from '@/lib/format';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import type { FormInputs } from '@/lib/form-values';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useChampionshipRaces, useRecordPenalty, useEnrolledDrivers, useRoundOutline } from '../api/reports';
import { REPORTS_ERROR, withDetail } from './messages';
import { EMPTY_PENALTY, PenaltyFields, type PenaltyFormValues } from './penalty-fields';
import { useFormFailure } from '@/lib/form-failure';

type RecordOutput = z.output<typeof recordPenaltySchema>;

/** The request as the inputs hold it, its penalty as the shared penalty fields hold it. */
type PenaltyFormFields = Omit<FormInputs<RecordOutput>, 'sancion'> & { sancion: PenaltyFormValues };

const FORM_ID = 'record-penalty-form';
const FIELDS = [
  'campeonato',
  'carrera',
  'piloto',
  'explicacion',
  'sancion.tipo',
  'sancion.segundos',
  'sancion.posiciones',
  'sancion.puntos',
  'sancion.puntosLicencia',
  'sancion.sesion',
  'sancion.evento',
] as const;

/** 'Registrar sanción': a penalty the stewards decide on their own, with no report behind it. */
export function RecordPenaltyModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { trigger, isMutating } = useRecordPenalty();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<PenaltyFormFields, unknown, RecordOutput>({
    resolver: schemaResolver(recordPenaltySchema) as unknown as Resolver<PenaltyFormFields, unknown, RecordOutput>,
    defaultValues: { campeonato: '', carrera: '', piloto: '', explicacion: '', sancion: EMPTY_PENALTY },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const campeonato = useWatch({ control, name: 'campeonato' });
  const tipo = useWatch({ control, name: 'sancion.tipo' });
  const carrera = useWatch({ control, name: 'carrera' });
  const sesion = useWatch({ control, name: 'sancion.sesion' });
  const evento = useWatch({ control, name: 'sancion.evento' });
  const outline = useRoundOutline(campeonato || undefined, carrera || undefined);
  const setTarget = (s: string, e: string) => {
    setValue('sancion.sesion', s);
    setValue('sancion.evento', e);
  };
  // The championship first, as on screen: a refused form focuses it before the race (its picker's Controller registers only when it renders).
  register('campeonato');
  const race = register('carrera');
  const drivers = useEnrolledDrivers(campeonato);
  const races = useChampionshipRaces(campeonato);

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await trigger(body);
      toast.success(answer.message, ADMIN_TOAST);
      onSaved();
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
      const text = withDetail(REPORTS_ERROR.penalty, err);
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  });

  return (
    <FormModal
      title="Registrar sanción"
      size="wide"
      formId={FORM_ID}
      className="reports__form"
      onSubmit={onSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      submitText="Registrar sanción"
      busyText="Registrando..."
      submitIcon={<Gavel size={18} aria-hidden="true" />}
      failure={failure}
    >
      <p className="muted">Una sanción de oficio, sin reporte de por medio: se publica en las decisiones del campeonato.</p>
      <Controller
        control={control}
        name="campeonato"
        render={({ field }) => (
          <ChampionshipPicker
            label="Campeonato"
            required
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              // Race and driver belong to the championship: a new one clears both.
              setValue('carrera', '');
              setValue('piloto', '');
              setTarget('', '');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.campeonato?.message}
          />
        )}
      />
      <div className="form-row">
        <Select
          label="Carrera"
          required
          placeholder={!campeonato ? 'Elige antes el campeonato' : races.data ? 'Elige una carrera' : 'Cargando carreras...'}
          disabled={!campeonato || !races.data}
          options={(races.data ?? []).map((r) => ({ value: r.id, label: `${r.circuito} · ${formatDay(r.fechaInicio)}` }))}
          hint={races.error ? 'No se pudieron cargar las carreras.' : races.data && races.data.length === 0 ? 'Este campeonato no tiene carreras.' : undefined}
          {...race}
          onChange={(event) => {
            void race.onChange(event);
            // Each round has its own sessions: a new race goes back to its main race.
            setTarget('', '');
          }}
          error={errors.carrera?.message}
        />
        <Select
          label="Piloto"
          required
          placeholder={!campeonato ? 'Elige antes el campeonato' : drivers.isLoading ? 'Cargando pilotos...' : 'Elige un piloto'}
          disabled={!campeonato || !drivers.data}
          options={(drivers.data ?? []).map((d) => ({ value: d.id, label: `${d.nombre} ${d.apellido}${d.username ? ` (${d.username})` : ''}` }))}
          hint={drivers.error ? 'No se pudieron cargar los pilotos inscritos.' : drivers.data && drivers.data.length === 0 ? 'No hay pilotos inscritos en este campeonato.' : undefined}
          {...register('piloto')}
          error={errors.piloto?.message}
        />
      </div>
      <PenaltyFields register={register} errors={errors} tipo={tipo} outline={outline.data} target={{ sesion, evento }} onTarget={setTarget} />
      <Textarea
        label="Explicación de la sanción"
        required
        rows={4}
        maxLength={REPORT_LIMITS.explicacion}
        placeholder="Por ejemplo: cortó la chicana tres veces para ganar tiempo."
        {...register('explicacion')}
        error={errors.explicacion?.message}
      />
    </FormModal>
  );
}
