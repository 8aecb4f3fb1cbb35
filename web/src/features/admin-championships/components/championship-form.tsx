import { useState, type FormEvent } from 'react';
import { CATEGORIES, CHAMPIONSHIP_MSG, DEFAULT_PRIZE, REPORT_WINDOW_HOURS } from '@contracts/championships.messages';
import { Button } from '@/components/ui/button';
import { ImagePicker } from '@/components/ui/image-picker';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import type { ChampionshipFormValues } from '../api/championships';

export function championshipValues(c?: Championship): ChampionshipFormValues {
  return {
    nombreCampeonato: c?.nombreCampeonato ?? '',
    categoria: c?.categoria ?? '',
    detallesCampeonato: c?.detallesCampeonato ?? '',
    reglas: c?.reglas ?? '',
    fechaInicio: c?.fechaInicio.slice(0, 10) ?? '',
    fechaFin: c?.fechaFin.slice(0, 10) ?? '',
    participantesMaximos: c ? String(c.participantesMaximos) : '20',
    precio: c ? String(c.precio) : '',
    plazoReportesHoras: String(c?.plazoReportesHoras ?? REPORT_WINDOW_HOURS.default),
    // The edit form shows 'Por definir' for prizes not set.
    primerPuesto: c?.premios.primerPuesto || (c ? DEFAULT_PRIZE : ''),
    segundoPuesto: c?.premios.segundoPuesto || (c ? DEFAULT_PRIZE : ''),
    tercerPuesto: c?.premios.tercerPuesto || (c ? DEFAULT_PRIZE : ''),
  };
}

/** The browser's first pass of the server's rules, with the same messages; the server decides. */
export function checkChampionship(v: ChampionshipFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.nombreCampeonato.trim()) errors.nombreCampeonato = CHAMPIONSHIP_MSG.nameRequired;
  if (!v.categoria.trim()) errors.categoria = CHAMPIONSHIP_MSG.categoryRequired;
  if (!v.detallesCampeonato.trim()) errors.detallesCampeonato = CHAMPIONSHIP_MSG.detailsRequired;
  if (!v.fechaInicio) errors.fechaInicio = CHAMPIONSHIP_MSG.startRequired;
  if (!v.fechaFin) errors.fechaFin = CHAMPIONSHIP_MSG.endRequired;
  else if (v.fechaInicio && v.fechaFin < v.fechaInicio) errors.fechaFin = CHAMPIONSHIP_MSG.endBeforeStart;
  const max = Number(v.participantesMaximos);
  if (!Number.isInteger(max) || max < 1 || max > 100) errors.participantesMaximos = CHAMPIONSHIP_MSG.capacityRange;
  if (v.precio.trim() === '' || !(Number(v.precio) >= 0)) errors.precio = CHAMPIONSHIP_MSG.priceMin;
  const hours = Number(v.plazoReportesHoras);
  if (v.plazoReportesHoras.trim() === '' || !Number.isInteger(hours) || hours < REPORT_WINDOW_HOURS.min || hours > REPORT_WINDOW_HOURS.max) {
    errors.plazoReportesHoras = CHAMPIONSHIP_MSG.reportWindow;
  }
  return errors;
}

export interface ChampionshipFormProps {
  initial?: Championship;
  submitText: string;
  busyText: string;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (values: ChampionshipFormValues, cover: File | null) => void;
  onCancel?: () => void;
}

export function ChampionshipForm({ initial, submitText, busyText, busy, serverErrors = {}, onSubmit, onCancel }: ChampionshipFormProps) {
  const [values, setValues] = useState(() => championshipValues(initial));
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const set = (field: keyof ChampionshipFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const categories = CATEGORIES.includes(values.categoria as never) || !values.categoria ? [...CATEGORIES] : [values.categoria, ...CATEGORIES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkChampionship(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values, cover);
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form__grid">
        <Input label="Nombre del campeonato" required value={values.nombreCampeonato} onChange={set('nombreCampeonato')} error={shown.nombreCampeonato} />
        <Select
          label="Categoría"
          required
          placeholder="Elige una categoría"
          options={categories.map((c) => ({ value: c, label: c }))}
          value={values.categoria}
          onChange={set('categoria')}
          error={shown.categoria}
        />
        <Input label="Fecha de inicio" type="date" required value={values.fechaInicio} onChange={set('fechaInicio')} error={shown.fechaInicio} />
        <Input label="Fecha de fin" type="date" required value={values.fechaFin} onChange={set('fechaFin')} error={shown.fechaFin} />
        <Input
          label="Participantes máximos"
          type="number"
          min={1}
          max={100}
          required
          value={values.participantesMaximos}
          onChange={set('participantesMaximos')}
          error={shown.participantesMaximos}
        />
        <Input label="Precio (MXN)" type="number" min={0} step="0.01" required value={values.precio} onChange={set('precio')} error={shown.precio} />
        <Input
          label="Plazo para reportar incidentes (horas)"
          type="number"
          min={REPORT_WINDOW_HOURS.min}
          max={REPORT_WINDOW_HOURS.max}
          step={1}
          inputMode="numeric"
          required
          value={values.plazoReportesHoras}
          onChange={set('plazoReportesHoras')}
          error={shown.plazoReportesHoras}
          hint="Horas desde el inicio de cada carrera en las que los pilotos pueden reportar incidentes."
        />
      </div>
      <Textarea label="Detalles del campeonato" required rows={4} value={values.detallesCampeonato} onChange={set('detallesCampeonato')} error={shown.detallesCampeonato} />
      <Textarea label="Reglas" rows={4} value={values.reglas} onChange={set('reglas')} error={shown.reglas} hint="Una regla por línea." />
      <fieldset className="admin-form__fieldset">
        <legend>Premios</legend>
        <div className="admin-form__grid">
          <Input label="Primer lugar" value={values.primerPuesto} onChange={set('primerPuesto')} error={shown['premios.primerPuesto']} />
          <Input label="Segundo lugar" value={values.segundoPuesto} onChange={set('segundoPuesto')} error={shown['premios.segundoPuesto']} />
          <Input label="Tercer lugar" value={values.tercerPuesto} onChange={set('tercerPuesto')} error={shown['premios.tercerPuesto']} />
        </div>
      </fieldset>
      <ImagePicker label="Imagen de portada" currentUrl={initial?.imagenPortada} alt="Portada del campeonato" onChange={setCover} hint="Opcional. JPEG, PNG, WebP o GIF de hasta 5 MB." />
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
