import { singleEventFormSchema, type SingleEventForm } from '@contracts/single-events.contract';
import { Save } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ImagePicker } from '@/components/ui/image-picker';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import type { SingleEventView as SingleEvent } from '@contracts/single-events.views';
import type { EventFormInput } from '../api/manage-single-events';
import './admin-single-events.css';
import { useFormFailure } from '@/lib/form-failure';

/** An event as the form holds it, for editing. */
export function eventToForm(event: SingleEvent): SingleEventForm {
  return {
    nombre: event.nombre,
    fechaInicio: event.fechaInicio.slice(0, 10),
    horaInicio: event.horaInicio ?? '',
    sinLimite: event.participantesMaximos === null,
    participantesMaximos: String(event.participantesMaximos ?? 20),
    incidents: event.incidents === null ? '' : String(event.incidents),
    hasPractice: event.hasPractice,
    practiceDuration: String(event.practiceDuration),
    hasQualy: event.hasQualy,
    qualyDuration: String(event.qualyDuration),
    hasRace: event.hasRace,
    raceDuration: String(event.hasRace ? event.raceDuration : 30),
    detalles: event.detalles,
    reglas: event.reglas,
  };
}

export interface EventFormProps {
  initial: SingleEventForm;
  currentCover?: string | null;
  /** Saves; a thrown error is shown in the banner (server message, else `failureText`) and its field messages under the fields. */
  onSubmit: (input: EventFormInput) => Promise<void>;
  /** Called with the message when saving fails, for the screen's toast. */
  onFailure?: (message: string) => void;
  failureText: string;
  submitText: string;
  busyText: string;
  cancel: ReactNode;
  /** Heading level of the sections: 2 on a page, 3 inside a dialog. */
  headingLevel?: 2 | 3;
}

const FIELDS = ['nombre', 'fechaInicio', 'horaInicio', 'participantesMaximos', 'incidents', 'practiceDuration', 'qualyDuration', 'raceDuration', 'detalles', 'reglas'] as const;

/** The admin's event form (spec 2, single events): basic info, race configuration, long texts. */
export function EventForm({ initial, currentCover = null, onSubmit, onFailure, failureText, submitText, busyText, cancel, headingLevel = 2 }: EventFormProps) {
  const [cover, setCover] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SingleEventForm>({ resolver: schemaResolver(singleEventFormSchema), defaultValues: initial });
  const { failure, setFailure, onSubmit: sendAgain } = useFormFailure(errors);
  const [sinLimite, hasPractice, hasQualy, hasRace] = useWatch({ control, name: ['sinLimite', 'hasPractice', 'hasQualy', 'hasRace'] });
  const Heading = `h${headingLevel}` as const;

  const submit = handleSubmit(async (form) => {
    try {
      await onSubmit({ form, cover });
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
      const message = messageOf(err, failureText);
      setFailure(message);
      onFailure?.(message);
    }
  });

  return (
    <form className="event-form" onSubmit={sendAgain(submit)} noValidate>
      <section className="event-form__section" aria-labelledby="event-form-basic">
        <Heading id="event-form-basic" className="event-form__heading">
          Información básica
        </Heading>
        <div className="form-grid form-grid--2">
          <Input label="Nombre del evento" required className="span-all" error={errors.nombre?.message} {...register('nombre')} />
          <Input label="Fecha" type="date" required error={errors.fechaInicio?.message} {...register('fechaInicio')} />
          <Input label="Hora de inicio" type="time" required hint="Hora del centro de México." error={errors.horaInicio?.message} {...register('horaInicio')} />
          <div className="event-form__places">
            <Input
              label="Participantes máximos"
              type="number"
              inputMode="numeric"
              min={1}
              required={!sinLimite}
              disabled={sinLimite}
              error={sinLimite ? undefined : errors.participantesMaximos?.message}
              {...register('participantesMaximos')}
            />
            <Checkbox label="Sin límite de participantes" {...register('sinLimite')} />
          </div>
          <Input label="Incidentes máximos" type="number" inputMode="numeric" min={0} hint="Vacío: no especificado." error={errors.incidents?.message} {...register('incidents')} />
          <div className="span-all">
            <ImagePicker
              label="Imagen de portada"
              alt="Portada del evento"
              currentUrl={currentCover}
              onChange={setCover}
              hint="Tamaño recomendado: 1200x600 px. JPEG, PNG, WebP o GIF, hasta 5 MB."
            />
          </div>
        </div>
      </section>

      <section className="event-form__section" aria-labelledby="event-form-race">
        <Heading id="event-form-race" className="event-form__heading">
          Configuración de la carrera
        </Heading>
        <div className="event-form__sessions">
          <div className="event-form__session">
            <Checkbox label="Incluir práctica" {...register('hasPractice')} />
            {hasPractice && (
              <Input label="Duración de la práctica (minutos)" type="number" inputMode="numeric" min={0} error={errors.practiceDuration?.message} {...register('practiceDuration')} />
            )}
          </div>
          <div className="event-form__session">
            <Checkbox label="Incluir clasificación" {...register('hasQualy')} />
            {hasQualy && (
              <Input label="Duración de la clasificación (minutos)" type="number" inputMode="numeric" min={0} error={errors.qualyDuration?.message} {...register('qualyDuration')} />
            )}
          </div>
          <div className="event-form__session">
            <Checkbox label="Incluir carrera" {...register('hasRace')} />
            {hasRace && (
              <Input label="Duración de la carrera (minutos)" type="number" inputMode="numeric" min={1} required error={errors.raceDuration?.message} {...register('raceDuration')} />
            )}
          </div>
        </div>
      </section>

      <section className="event-form__section" aria-labelledby="event-form-texts">
        <Heading id="event-form-texts" className="event-form__heading">
          Detalles y reglas
        </Heading>
        <div className="form-grid">
          <Textarea label="Detalles" rows={5} hint="Cada línea se muestra como un párrafo." error={errors.detalles?.message} {...register('detalles')} />
          <Textarea label="Reglas" rows={5} hint="Cada línea se muestra como un párrafo." error={errors.reglas?.message} {...register('reglas')} />
        </div>
      </section>

      <div className="form-actions">
        <div aria-live="assertive" className="form-actions__failure">
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </div>
        {cancel}
        <Button type="submit" busy={isSubmitting} busyText={busyText} icon={<Save size={18} aria-hidden="true" />}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
