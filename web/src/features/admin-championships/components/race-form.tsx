import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { CLIMAS, createRaceSchema, DEFAULT_RACE_INCIDENTS, RACE_STATE_LABELS, RACE_STATES, updateRaceSchema } from '@contracts/championships.contract';
import type { RaceView as Race } from '@contracts/championships.views';
import { ChampionshipPicker } from '@/components/championships/championship-picker';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ImagePicker } from '@/components/ui/image-picker';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { showServerErrors } from '@/lib/form-errors';
import type { ImageChange, RaceFormValues } from '../api/races';

export function raceValues(race?: Race, campeonato = ''): RaceFormValues {
  return {
    campeonato: race?.campeonato ?? campeonato,
    circuito: race?.circuito ?? '',
    fechaInicio: race?.fechaInicio.slice(0, 10) ?? '',
    horaInicio: race?.horaInicio ?? '',
    hasPractice: race?.hasPractice ?? false,
    practiceDuration: String(race?.practiceDuration ?? 0),
    hasQualy: race?.hasQualy ?? false,
    qualyDuration: String(race?.qualyDuration ?? 0),
    hasRace: race?.hasRace ?? true,
    raceDuration: String(race?.raceDuration ?? 30),
    incidents: String(race?.incidents ?? DEFAULT_RACE_INCIDENTS),
    clima: race?.clima ?? '',
    estado: race?.estado ?? 'pendiente',
    videos: race?.videos.length ? [...race.videos] : [''],
  };
}

const FIELDS = ['campeonato', 'circuito', 'fechaInicio', 'horaInicio', 'practiceDuration', 'qualyDuration', 'raceDuration', 'incidents', 'clima', 'estado'] as const;

/** A new race is checked by the create call's contract; an edited one by the update call's (no championship). */
const createResolver = zodResolver(createRaceSchema) as unknown as Resolver<RaceFormValues>;
const updateResolver = zodResolver(updateRaceSchema) as unknown as Resolver<RaceFormValues>;

export interface RaceFormProps {
  initial?: Race;
  /** Whether the race's championship is chosen (creating: a picker that searches as one types). */
  pickChampionship?: boolean;
  defaultChampionship?: string;
  submitText: string;
  busyText: string;
  /** Saves what was typed; a thrown error's field messages go under the fields, and `onFailure` says the rest. */
  onSubmit: (values: RaceFormValues, image: ImageChange) => Promise<void>;
  onFailure: (error: unknown) => void;
  onCancel?: () => void;
}

export function RaceForm({ initial, pickChampionship = false, defaultChampionship, submitText, busyText, onSubmit, onFailure, onCancel }: RaceFormProps) {
  const [image, setImage] = useState<ImageChange>({ kind: 'keep' });
  const withChampionship = pickChampionship;
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RaceFormValues>({ resolver: withChampionship ? createResolver : updateResolver, defaultValues: raceValues(initial, defaultChampionship) });
  const hasRace = useWatch({ control, name: 'hasRace' });
  // Registered before the fields below register themselves, so a refused form focuses the picker
  // first, as it comes first on screen (its Controller registers only when it renders).
  if (withChampionship) register('campeonato');

  // What travels is what the admin typed; the server reads it with the same contract.
  const submit = handleSubmit(async () => {
    const values = getValues();
    try {
      await onSubmit(values, image);
    } catch (err) {
      const videoFields = values.videos.map((_, i) => `videos.${i}` as FieldPath<RaceFormValues>);
      showServerErrors(err, setError, [...FIELDS, ...videoFields]);
      onFailure(err);
    }
  });

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="admin-form__grid">
        {withChampionship && (
          <Controller
            control={control}
            name="campeonato"
            render={({ field }) => (
              <ChampionshipPicker label="Campeonato" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errors.campeonato?.message} />
            )}
          />
        )}
        <Input label="Circuito" required {...register('circuito')} error={errors.circuito?.message} />
        <Input label="Fecha" type="date" required {...register('fechaInicio')} error={errors.fechaInicio?.message} />
        <Input label="Hora de inicio" type="time" {...register('horaInicio')} error={errors.horaInicio?.message} hint="Hora de la Ciudad de México. Opcional." />
        <Select label="Clima" required placeholder="Elige el clima" options={CLIMAS.map((c) => ({ value: c, label: c }))} {...register('clima')} error={errors.clima?.message} />
        <Input label="Incidentes máximos" type="number" min={0} required {...register('incidents')} error={errors.incidents?.message} />
        {initial && <Select label="Estado" options={RACE_STATES.map((s) => ({ value: s, label: RACE_STATE_LABELS[s] }))} {...register('estado')} error={errors.estado?.message} />}
      </div>
      <fieldset className="admin-form__fieldset">
        <legend>Sesiones (minutos)</legend>
        <div className="admin-form__grid">
          <div>
            <Checkbox label="Práctica" {...register('hasPractice')} />
            <Input label="Duración de la práctica" type="number" min={0} {...register('practiceDuration')} error={errors.practiceDuration?.message} />
          </div>
          <div>
            <Checkbox label="Clasificación" {...register('hasQualy')} />
            <Input label="Duración de la clasificación" type="number" min={0} {...register('qualyDuration')} error={errors.qualyDuration?.message} />
          </div>
          <div>
            <Checkbox label="Carrera" {...register('hasRace')} />
            {hasRace && <Input label="Duración de la carrera" type="number" min={0} {...register('raceDuration')} error={errors.raceDuration?.message} />}
          </div>
        </div>
      </fieldset>
      <ImagePicker
        label="Imagen del circuito"
        currentUrl={image.kind === 'remove' ? null : initial?.imgCircuito}
        alt="Vista del circuito"
        onChange={(file) => setImage(file ? { kind: 'replace', file } : { kind: 'keep' })}
        hint="Opcional. JPEG, PNG, WebP o GIF de hasta 5 MB."
      />
      {initial?.imgCircuito && image.kind !== 'remove' && (
        <Button variant="ghost" size="sm" icon={<X size={16} aria-hidden="true" />} onClick={() => setImage({ kind: 'remove' })}>
          Quitar imagen del circuito
        </Button>
      )}
      <Controller
        control={control}
        name="videos"
        render={({ field }) => (
          <fieldset className="admin-form__fieldset">
            <legend>Videos</legend>
            {field.value.map((video, i) => (
              <div key={i} className="admin-form__video">
                <Input
                  ref={i === 0 ? field.ref : undefined}
                  label={`Enlace del video ${i + 1}`}
                  type="url"
                  placeholder="https://www.youtube.com/watch?v=…"
                  value={video}
                  onChange={(e) => field.onChange(field.value.map((x, j) => (j === i ? e.target.value : x)))}
                  onBlur={field.onBlur}
                  error={errors.videos?.[i]?.message}
                />
                {field.value.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      field.onChange(field.value.filter((_, j) => j !== i));
                      // The messages were about the links at their old places.
                      clearErrors('videos');
                    }}
                    aria-label={`Quitar el video ${i + 1}`}
                  >
                    <X size={16} aria-hidden="true" />
                  </Button>
                )}
              </div>
            ))}
            <Button variant="secondary" size="sm" icon={<Plus size={16} aria-hidden="true" />} onClick={() => field.onChange([...field.value, ''])}>
              Añadir video
            </Button>
          </fieldset>
        )}
      />
      <div className="admin-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
        )}
        <Button type="submit" busy={isSubmitting} busyText={busyText}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
