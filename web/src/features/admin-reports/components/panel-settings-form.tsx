import { Plus, Save, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { PANEL_LIMITS, PANEL_SIZES, PENALTY_LABELS, REPORT_LIMITS, panelSettingsSchema } from '@contracts/stewarding.contract';
import type { PanelSettingsView } from '@contracts/stewarding.views';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { useFormFailure } from '@/lib/form-failure';
import type { FormInputs } from '@/lib/form-values';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useSavePanelSettings } from '../api/reports';
import { REPORTS_ERROR, withDetail } from './messages';
import { es } from '@contracts/spanish-contractions';

const CATEGORY_TYPES = ['tiempo', 'posiciones', 'puntos', 'descalificacion'] as const;
const SIZE_LABELS: Record<number, string> = { 1: '1 comisario decide solo', 3: '3 comisarios votan', 5: '5 comisarios votan' };
/** The amount each category type needs, and how its field is labelled. */
const AMOUNTS = [
  { tipo: 'tiempo', field: 'segundos', label: 'Segundos' },
  { tipo: 'posiciones', field: 'posiciones', label: 'Posiciones' },
  { tipo: 'puntos', field: 'puntos', label: 'Puntos' },
] as const;

/** What the form sends: the settings as the contract parses them. */
type SentPanelSettings = z.output<typeof panelSettingsSchema>;
/**
 * The panel's settings as its fields hold them (numbers as typed, an empty field as ''), from the
 * contract; a category's penalty acts on the session and event of the report, chosen when it is decided.
 */
export type PanelFormValues = Omit<FormInputs<SentPanelSettings>, 'umbralesLicencia' | 'categorias'> & {
  umbralesLicencia: Array<FormInputs<SentPanelSettings['umbralesLicencia'][number]>>;
  categorias: Array<FormInputs<Omit<SentPanelSettings['categorias'][number], 'sesion' | 'evento'>>>;
};

const text = (n: number | null) => (n === null ? '' : String(n));

function panelValues(settings: PanelSettingsView): PanelFormValues {
  return {
    comisariosPorReporte: String(settings.comisariosPorReporte),
    nombresVisibles: settings.nombresVisibles,
    horasApelacion: String(settings.horasApelacion),
    caducidadCarreras: text(settings.caducidadCarreras),
    umbralesLicencia: settings.umbralesLicencia.map((t) => ({ puntos: String(t.puntos), sancion: t.sancion })),
    categorias: settings.categorias.map((c) => ({ nombre: c.nombre, tipo: c.tipo, segundos: text(c.segundos), posiciones: text(c.posiciones), puntos: text(c.puntos), puntosLicencia: String(c.puntosLicencia) })),
  };
}

/** The fields of the form as they are now, for the server's messages (`umbralesLicencia.1.puntos`). */
function fieldsOf(values: PanelFormValues): FieldPath<PanelFormValues>[] {
  return [
    'comisariosPorReporte',
    'nombresVisibles',
    'horasApelacion',
    'caducidadCarreras',
    ...values.umbralesLicencia.flatMap((_, i) => [`umbralesLicencia.${i}.puntos`, `umbralesLicencia.${i}.sancion`] as const),
    ...values.categorias.flatMap((c, i) => [
      `categorias.${i}.nombre` as const,
      `categorias.${i}.tipo` as const,
      ...AMOUNTS.filter((a) => a.tipo === c.tipo).map((a) => `categorias.${i}.${a.field}` as const),
      `categorias.${i}.puntosLicencia` as const,
    ]),
  ];
}

/** How one championship judges its reports: panel size, names in the public log, penalty categories with their defaults. */
export function PanelSettingsForm({ settings }: { settings: PanelSettingsView }) {
  const { trigger, isMutating: saving } = useSavePanelSettings(settings.campeonato.id);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<PanelFormValues, unknown, SentPanelSettings>({ resolver: schemaResolver(panelSettingsSchema), defaultValues: panelValues(settings) });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const thresholds = useFieldArray({ control, name: 'umbralesLicencia' });
  const categories = useFieldArray({ control, name: 'categorias' });
  const shownThresholds = useWatch({ control, name: 'umbralesLicencia' });
  const shownCategories = useWatch({ control, name: 'categorias' });

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await trigger(body);
      toast.success(answer.message, ADMIN_TOAST);
    } catch (err) {
      showServerErrors(err, setError, fieldsOf(getValues()));
      const text = withDetail(REPORTS_ERROR.panel, err);
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  });

  return (
    <form className="panel-settings card" aria-label={es`Ajustes del panel de ${settings.campeonato.nombreCampeonato}`} noValidate onSubmit={onSubmit(submit)}>
      <Select
        label="Comisarios por reporte"
        options={PANEL_SIZES.map((n) => ({ value: String(n), label: SIZE_LABELS[n]! }))}
        {...register('comisariosPorReporte')}
        error={errors.comisariosPorReporte?.message}
      />
      <Checkbox label="Mostrar los nombres de los comisarios en el registro público de decisiones" {...register('nombresVisibles')} error={errors.nombresVisibles?.message} />
      <Input
        label="Horas para apelar una decisión"
        type="number"
        inputMode="numeric"
        min={1}
        max={PANEL_LIMITS.horasApelacion}
        hint="Cada piloto del reporte puede apelar una vez, dentro de estas horas desde la decisión."
        {...register('horasApelacion')}
        error={errors.horasApelacion?.message}
      />
      <fieldset className="reports__fieldset">
        <legend>Puntos de licencia</legend>
        <Input label="Los puntos caducan tras (carreras)" type="number" inputMode="numeric" min={1} max={50} hint="Vacío: nunca caducan." {...register('caducidadCarreras')} error={errors.caducidadCarreras?.message} />
        {thresholds.fields.map((field, i) => (
          <div key={field.id} className="panel-settings__category">
            <Input label="Umbral (puntos)" type="number" inputMode="numeric" min={1} max={100} {...register(`umbralesLicencia.${i}.puntos`)} error={errors.umbralesLicencia?.[i]?.puntos?.message} />
            <Select
              label="Consecuencia"
              options={[
                { value: 'carrera', label: 'Una carrera de suspensión' },
                { value: 'expulsion', label: 'Expulsión' },
              ]}
              {...register(`umbralesLicencia.${i}.sancion`)}
              error={errors.umbralesLicencia?.[i]?.sancion?.message}
            />
            <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => thresholds.remove(i)} aria-label={es`Quitar el umbral de ${Number(shownThresholds[i]?.puntos)} puntos`}>
              Quitar
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => thresholds.append({ puntos: String(Number(getValues('umbralesLicencia').at(-1)?.puntos ?? 0) + 10), sancion: 'carrera' })}
        >
          Añadir umbral
        </Button>
      </fieldset>
      <fieldset className="reports__fieldset">
        <legend>Categorías de sanción</legend>
        {categories.fields.map((field, i) => {
          const shown = shownCategories[i];
          const error = errors.categorias?.[i];
          return (
            <div key={field.id} className="panel-settings__category">
              <Input label="Nombre" maxLength={PANEL_LIMITS.categoria} {...register(`categorias.${i}.nombre`)} error={error?.nombre?.message} />
              <Select
                label="Sanción"
                options={CATEGORY_TYPES.map((t) => ({ value: t, label: PENALTY_LABELS[t] }))}
                {...register(`categorias.${i}.tipo`, {
                  // A new type starts with no amount: the one typed for the old type meant something else.
                  onChange: () => AMOUNTS.forEach((a) => setValue(`categorias.${i}.${a.field}`, '')),
                })}
                error={error?.tipo?.message}
              />
              {AMOUNTS.filter((a) => a.tipo === shown?.tipo).map((a) => (
                <Input key={a.field} label={a.label} type="number" inputMode="numeric" min={1} {...register(`categorias.${i}.${a.field}`)} error={error?.[a.field]?.message} />
              ))}
              <Input
                label="Puntos de licencia"
                type="number"
                inputMode="numeric"
                min={0}
                max={REPORT_LIMITS.puntosLicencia}
                {...register(`categorias.${i}.puntosLicencia`)}
                error={error?.puntosLicencia?.message}
              />
              <Button variant="ghost" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => categories.remove(i)} aria-label={`Quitar la categoría ${shown?.nombre || i + 1}`}>
                Quitar
              </Button>
            </div>
          );
        })}
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden="true" />}
          disabled={categories.fields.length >= PANEL_LIMITS.categorias}
          onClick={() => categories.append({ nombre: '', tipo: 'tiempo', segundos: '5', posiciones: '', puntos: '', puntosLicencia: '1' })}
        >
          Añadir categoría
        </Button>
      </fieldset>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" icon={<Save size={18} aria-hidden="true" />} disabled={saving}>
        {saving ? 'Guardando...' : 'Guardar ajustes del panel'}
      </Button>
    </form>
  );
}
