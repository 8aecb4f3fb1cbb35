import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CLIMAS, DEFAULT_RACE_INCIDENTS, RACE_MSG, RACE_STATE_LABELS, RACE_STATES, videoLinkProblem } from '@contracts/championships.messages';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ImagePicker } from '@/components/ui/image-picker';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { RaceView as Race } from '@contracts/championships.views';
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

export function checkRace(v: RaceFormValues, withChampionship: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (withChampionship && !v.campeonato) errors.campeonato = RACE_MSG.championshipRequired;
  if (!v.circuito.trim()) errors.circuito = RACE_MSG.circuitRequired;
  if (!v.fechaInicio) errors.fechaInicio = RACE_MSG.dateRequired;
  if (!v.clima) errors.clima = RACE_MSG.weather;
  for (const key of ['practiceDuration', 'qualyDuration', 'raceDuration', 'incidents'] as const) {
    if (v[key].trim() === '' || !(Number(v[key]) >= 0)) errors[key] = RACE_MSG.minZero;
  }
  // Nothing typed is dropped: a link that cannot be kept is shown under its field.
  v.videos.forEach((link, i) => {
    const problem = videoLinkProblem(link);
    if (problem) errors[`videos.${i}`] = problem;
  });
  return errors;
}

export interface RaceFormProps {
  initial?: Race;
  /** Championship choices; shown only when creating. */
  championships?: { id: string; nombreCampeonato: string }[];
  defaultChampionship?: string;
  submitText: string;
  busyText: string;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (values: RaceFormValues, image: ImageChange) => void;
  onCancel?: () => void;
}

export function RaceForm({ initial, championships, defaultChampionship, submitText, busyText, busy, serverErrors = {}, onSubmit, onCancel }: RaceFormProps) {
  const [values, setValues] = useState(() => raceValues(initial, defaultChampionship));
  const [image, setImage] = useState<ImageChange>({ kind: 'keep' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const set = (field: keyof RaceFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const tick = (field: 'hasPractice' | 'hasQualy' | 'hasRace') => (e: { target: { checked: boolean } }) => setValues((v) => ({ ...v, [field]: e.target.checked }));
  const setVideo = (i: number, value: string) => setValues((v) => ({ ...v, videos: v.videos.map((x, j) => (j === i ? value : x)) }));
  const withChampionship = championships !== undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRace(values, withChampionship);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values, image);
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form__grid">
        {withChampionship && (
          <Select
            label="Campeonato"
            required
            placeholder="Elige un campeonato"
            options={championships.map((c) => ({ value: c.id, label: c.nombreCampeonato }))}
            value={values.campeonato}
            onChange={set('campeonato')}
            error={shown.campeonato}
          />
        )}
        <Input label="Circuito" required value={values.circuito} onChange={set('circuito')} error={shown.circuito} />
        <Input label="Fecha" type="date" required value={values.fechaInicio} onChange={set('fechaInicio')} error={shown.fechaInicio} />
        <Input label="Hora de inicio" type="time" value={values.horaInicio} onChange={set('horaInicio')} error={shown.horaInicio} hint="Hora de la Ciudad de México. Opcional." />
        <Select label="Clima" required placeholder="Elige el clima" options={CLIMAS.map((c) => ({ value: c, label: c }))} value={values.clima} onChange={set('clima')} error={shown.clima} />
        <Input label="Incidentes máximos" type="number" min={0} required value={values.incidents} onChange={set('incidents')} error={shown.incidents} />
        {initial && (
          <Select label="Estado" options={RACE_STATES.map((s) => ({ value: s, label: RACE_STATE_LABELS[s] }))} value={values.estado} onChange={set('estado')} error={shown.estado} />
        )}
      </div>
      <fieldset className="admin-form__fieldset">
        <legend>Sesiones (minutos)</legend>
        <div className="admin-form__grid">
          <div>
            <Checkbox label="Práctica" checked={values.hasPractice} onChange={tick('hasPractice')} />
            <Input label="Duración de la práctica" type="number" min={0} value={values.practiceDuration} onChange={set('practiceDuration')} error={shown.practiceDuration} />
          </div>
          <div>
            <Checkbox label="Clasificación" checked={values.hasQualy} onChange={tick('hasQualy')} />
            <Input label="Duración de la clasificación" type="number" min={0} value={values.qualyDuration} onChange={set('qualyDuration')} error={shown.qualyDuration} />
          </div>
          <div>
            <Checkbox label="Carrera" checked={values.hasRace} onChange={tick('hasRace')} />
            {values.hasRace && (
              <Input label="Duración de la carrera" type="number" min={0} value={values.raceDuration} onChange={set('raceDuration')} error={shown.raceDuration} />
            )}
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
      <fieldset className="admin-form__fieldset">
        <legend>Videos</legend>
        {values.videos.map((video, i) => (
          <div key={i} className="admin-form__video">
            <Input
              label={`Enlace del video ${i + 1}`}
              type="url"
              placeholder="https://www.youtube.com/watch?v=…"
              value={video}
              onChange={(e) => setVideo(i, e.target.value)}
              error={shown[`videos.${i}`]}
            />
            {values.videos.length > 1 && (
              <Button variant="ghost" size="sm" onClick={() => {
                  setValues((v) => ({ ...v, videos: v.videos.filter((_, j) => j !== i) }));
                  setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !key.startsWith('videos.'))));
                }} aria-label={`Quitar el video ${i + 1}`}>
                <X size={16} aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        <Button variant="secondary" size="sm" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setValues((v) => ({ ...v, videos: [...v.videos, ''] }))}>
          Añadir video
        </Button>
      </fieldset>
      <div className="admin-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
        <Button type="submit" busy={busy} busyText={busyText}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
