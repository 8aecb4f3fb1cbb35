import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { CATEGORIES, createChampionshipSchema, DEFAULT_PRIZE, OFFER_HOURS, REPORT_WINDOW_HOURS } from '@contracts/championships.contract';
import { methodSettingsSchema } from '@contracts/payments.contract';
import { editionSchema } from '@contracts/seasons.contract';
import type { MethodOptionsResponse } from '@contracts/payments.views';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { CATEGORY_LABELS, GATE_CATEGORIES, IRATING_MAX, LICENCE_CLASSES } from '@contracts/entry-gates.messages';
import { Button } from '@/components/ui/button';
import { ImagePicker } from '@/components/ui/image-picker';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { getEdition, useSeriesOptions, type ChampionshipFormValues } from '../api/championships';
import { IracingSeasonFields } from './iracing-season-fields';
import { PaymentMethodsFields } from './payment-methods-admin';

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
    horasParaAceptar: String(c?.horasParaAceptar ?? OFFER_HOURS.default),
    requiereAprobacion: c?.requiereAprobacion ?? false,
    maxPilotosPorEquipo: c?.maxPilotosPorEquipo ? String(c.maxPilotosPorEquipo) : '',
    maxBajas: c?.maxBajas != null ? String(c.maxBajas) : '',
    maxAusencias: c?.maxAusencias != null ? String(c.maxAusencias) : '',
    categoriaLicencia: c?.categoriaLicencia ?? '',
    licenciaMinima: c?.licenciaMinima ?? '',
    iratingMinimo: c?.iratingMinimo != null ? String(c.iratingMinimo) : '',
    iratingMaximo: c?.iratingMaximo != null ? String(c.iratingMaximo) : '',
    color: c?.color ?? '',
    // The edit form shows 'Por definir' for prizes not set.
    premios: {
      primerPuesto: c?.premios.primerPuesto || (c ? DEFAULT_PRIZE : ''),
      segundoPuesto: c?.premios.segundoPuesto || (c ? DEFAULT_PRIZE : ''),
      tercerPuesto: c?.premios.tercerPuesto || (c ? DEFAULT_PRIZE : ''),
    },
    iracingLigaId: c?.iracingLigaId ? String(c.iracingLigaId) : '',
    iracingTemporadaId: c?.iracingTemporadaId ? String(c.iracingTemporadaId) : '',
  };
}

const FIELDS = [
  'nombreCampeonato',
  'categoria',
  'detallesCampeonato',
  'reglas',
  'fechaInicio',
  'fechaFin',
  'participantesMaximos',
  'precio',
  'plazoReportesHoras',
  'horasParaAceptar',
  'requiereAprobacion',
  'maxPilotosPorEquipo',
  'maxBajas',
  'maxAusencias',
  'categoriaLicencia',
  'licenciaMinima',
  'iratingMinimo',
  'iratingMaximo',
  'color',
  'premios.primerPuesto',
  'premios.segundoPuesto',
  'premios.tercerPuesto',
  'iracingLigaId',
  'iracingTemporadaId',
  'serieId',
  'temporada',
  'metodos.oxxo',
  'metodos.spei',
  'metodos.msi',
] as const;

/**
 * The series and season it is an edition of, with the seasons contract's rule: a season typed beside a
 * series is a year from 2000 to 2100 (left empty, the year it starts); with no series, nothing is saved.
 */
const editionFields = z.object({ serieId: z.string().optional(), temporada: z.string().optional() }).superRefine(({ serieId, temporada }, ctx) => {
  if (!serieId || !temporada?.trim()) return;
  for (const issue of editionSchema.shape.temporada.safeParse(temporada).error?.issues ?? []) ctx.addIssue({ code: 'custom', path: ['temporada'], message: issue.message });
});

/**
 * What the form checks before sending, with the contracts' rules and messages (the server checks each
 * again): the championship, its series and season, and when editing a paid one its payment methods
 * (saved by the same button).
 */
export const championshipFormSchema = z.intersection(createChampionshipSchema, z.object({ metodos: methodSettingsSchema.optional() }).and(editionFields));
// The form sends what was typed (`getValues`), not the schema's output: the server reads it with the same contract.
const resolver = schemaResolver<typeof championshipFormSchema, ChampionshipFormValues>(championshipFormSchema) as unknown as Resolver<ChampionshipFormValues>;

export interface ChampionshipFormProps {
  initial?: Championship;
  submitText: string;
  busyText: string;
  /** Saves what was typed; a thrown error's field messages go under the fields, and `onFailure` says the rest. */
  onSubmit: (values: ChampionshipFormValues, cover: File | null) => Promise<void>;
  onFailure: (error: unknown) => void;
  onCancel?: () => void;
  /** The edit form's payment methods, fields of this form saved by its one button (`metodos` of the values): what the server says of them, as read. */
  paymentMethods?: { options: MethodOptionsResponse | undefined; loadError: boolean; onRetry: () => void };
}

export function ChampionshipForm({ initial, submitText, busyText, onSubmit, onFailure, onCancel, paymentMethods }: ChampionshipFormProps) {
  const [cover, setCover] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    getFieldState,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChampionshipFormValues>({ resolver, defaultValues: championshipValues(initial) });
  const categoria = useWatch({ control, name: 'categoria' });
  const precio = Number(useWatch({ control, name: 'precio' })) || 0;
  const metodos = useWatch({ control, name: 'metodos' });
  // The methods saved show once they are read, unless the admin already ticked one.
  const savedMethods = paymentMethods?.options?.ajustes;
  useEffect(() => {
    if (savedMethods && !getFieldState('metodos').isDirty) setValue('metodos', savedMethods);
  }, [savedMethods, getFieldState, setValue]);
  const { data: series } = useSeriesOptions();
  // An edited championship shows the series and season it already has. The series is set once its
  // option is on the list (a select given a value it has no option for keeps 'Sin serie', and saving
  // then would drop the series), whichever of the two answers arrives first.
  const [edition, setEdition] = useState<{ serieId: string; temporada: number } | null>(null);
  const editionShown = useRef(false);
  useEffect(() => {
    if (!initial) return;
    let live = true;
    void getEdition(initial.id)
      .then((found) => {
        if (live && found) setEdition({ serieId: found.serieId, temporada: found.temporada });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [initial]);
  useEffect(() => {
    if (!edition || !series || editionShown.current) return;
    editionShown.current = true;
    setValue('serieId', edition.serieId);
    setValue('temporada', String(edition.temporada));
  }, [edition, series, setValue]);
  const categories = CATEGORIES.includes(categoria as never) || !categoria ? [...CATEGORIES] : [categoria, ...CATEGORIES];

  // What travels is what the admin typed; the server reads it with the same contract.
  const submit = handleSubmit(async () => {
    try {
      await onSubmit(getValues(), cover);
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
      onFailure(err);
    }
  });

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="admin-form__grid">
        <Input label="Nombre del campeonato" required {...register('nombreCampeonato')} error={errors.nombreCampeonato?.message} />
        <Select
          label="Categoría"
          required
          placeholder="Elige una categoría"
          options={categories.map((c) => ({ value: c, label: c }))}
          {...register('categoria')}
          error={errors.categoria?.message}
        />
        <Select label="Serie" placeholder="Sin serie" {...register('serieId')} options={(series ?? []).map((s) => ({ value: s.id, label: s.nombre }))} error={errors.serieId?.message} />
        <Input label="Temporada" type="number" inputMode="numeric" min={2000} max={2100} hint="El año de la edición dentro de su serie." {...register('temporada')} error={errors.temporada?.message} />
        <Input label="Fecha de inicio" type="date" required {...register('fechaInicio')} error={errors.fechaInicio?.message} />
        <Input label="Fecha de fin" type="date" required {...register('fechaFin')} error={errors.fechaFin?.message} />
        <Input label="Participantes máximos" type="number" min={1} max={100} required {...register('participantesMaximos')} error={errors.participantesMaximos?.message} />
        <Input label="Precio (MXN)" type="number" min={0} step="0.01" required {...register('precio')} error={errors.precio?.message} />
        <Input
          label="Plazo para reportar incidentes (horas)"
          type="number"
          min={REPORT_WINDOW_HOURS.min}
          max={REPORT_WINDOW_HOURS.max}
          step={1}
          inputMode="numeric"
          required
          {...register('plazoReportesHoras')}
          error={errors.plazoReportesHoras?.message}
          hint="Horas desde el inicio de cada carrera en las que los pilotos pueden reportar incidentes."
        />
        <Input
          label="Horas para aceptar un lugar"
          type="number"
          min={OFFER_HOURS.min}
          max={OFFER_HOURS.max}
          step={1}
          inputMode="numeric"
          required
          {...register('horasParaAceptar')}
          error={errors.horasParaAceptar?.message}
          hint="Cuando se libera un lugar, el primero de la lista de espera tiene este plazo para tomarlo."
        />
        <Checkbox
          label="Requiere aprobación"
          {...register('requiereAprobacion')}
          hint="Cada inscripción espera a que un administrador la apruebe; en un campeonato con costo, el piloto paga después de la aprobación."
        />
        <Input
          label="Máximo de pilotos por equipo"
          type="number"
          min={1}
          max={50}
          step={1}
          inputMode="numeric"
          {...register('maxPilotosPorEquipo')}
          error={errors.maxPilotosPorEquipo?.message}
          hint="Vacío: sin límite. Los pilotos eligen su equipo al inscribirse."
        />
        <Input
          label="Máximo de avisos de no correr"
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          {...register('maxBajas')}
          error={errors.maxBajas?.message}
          hint="Quien avise más veces que no correrá queda marcado para que lo revises. Vacío: no se marca a nadie."
        />
        <Input
          label="Máximo de ausencias sin aviso"
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          {...register('maxAusencias')}
          error={errors.maxAusencias?.message}
          hint="Carreras con resultados en las que no corrió ni avisó. Vacío: no se marca a nadie."
        />
        <Input
          label="Color en la transmisión"
          placeholder="#E10600"
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          {...register('color')}
          error={errors.color?.message}
          hint="El color de sus overlays de OBS, como #RRGGBB. Vacío: los colores de la liga."
        />
      </div>
      <fieldset className="admin-form__fieldset">
        <legend>Requisitos de licencia de iRacing</legend>
        <div className="admin-form__grid">
          <Select
            label="Tipo de licencia"
            placeholder="Sin requisitos"
            options={GATE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c][0]!.toUpperCase() + CATEGORY_LABELS[c].slice(1) }))}
            {...register('categoriaLicencia')}
            error={errors.categoriaLicencia?.message}
            hint="Óvalo, autos deportivos, fórmulas o tierra: donde se miden la licencia y el iRating. Vacío: cualquiera puede inscribirse."
          />
          <Select label="Licencia mínima" placeholder="Cualquiera" options={LICENCE_CLASSES.map((l) => ({ value: l, label: l }))} {...register('licenciaMinima')} error={errors.licenciaMinima?.message} />
          <Input label="iRating mínimo" type="number" min={0} max={IRATING_MAX} step={1} inputMode="numeric" {...register('iratingMinimo')} error={errors.iratingMinimo?.message} hint="Vacío: sin mínimo." />
          <Input label="iRating máximo" type="number" min={0} max={IRATING_MAX} step={1} inputMode="numeric" {...register('iratingMaximo')} error={errors.iratingMaximo?.message} hint="Vacío: sin máximo." />
        </div>
      </fieldset>
      <Textarea label="Detalles del campeonato" required rows={4} {...register('detallesCampeonato')} error={errors.detallesCampeonato?.message} />
      <Textarea label="Reglas" rows={4} {...register('reglas')} error={errors.reglas?.message} hint="Una regla por línea." />
      <fieldset className="admin-form__fieldset">
        <legend>Premios</legend>
        <div className="admin-form__grid">
          <Input label="Primer lugar" {...register('premios.primerPuesto')} error={errors.premios?.primerPuesto?.message} />
          <Input label="Segundo lugar" {...register('premios.segundoPuesto')} error={errors.premios?.segundoPuesto?.message} />
          <Input label="Tercer lugar" {...register('premios.tercerPuesto')} error={errors.premios?.tercerPuesto?.message} />
        </div>
      </fieldset>
      <IracingSeasonFields register={register} control={control} errors={{ liga: errors.iracingLigaId?.message, temporada: errors.iracingTemporadaId?.message }} />
      <ImagePicker label="Imagen de portada" currentUrl={initial?.imagenPortada} alt="Portada del campeonato" onChange={setCover} hint="Opcional. JPEG, PNG, WebP o GIF de hasta 5 MB." />
      {paymentMethods && precio > 0 && (
        <PaymentMethodsFields precio={precio} options={paymentMethods.options} loadError={paymentMethods.loadError} onRetry={paymentMethods.onRetry} shown={metodos ?? null} register={register} />
      )}
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
