import { Plus, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createSeriesSchema, editionSchema, reopenSchema, updateSeriesSchema } from '@contracts/seasons.contract';
import type { EditionView, SeriesView } from '@contracts/seasons.views';
import { Button } from '@/components/ui/button';
import { ImagePicker } from '@/components/ui/image-picker';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import type { FormInputs } from '@/lib/form-values';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useSaveSeries } from '../api/seasons';
import { es } from '@contracts/spanish-contractions';

export const FAILED = 'No se pudo completar la operación';

/** The series as its fields hold them, from the contract (the logo is a file picked beside them). */
type SeriesFormValues = FormInputs<z.output<typeof createSeriesSchema>>;

const SERIES_FIELDS = ['nombre', 'categoria', 'descripcion'] as const;
const createResolver = schemaResolver<typeof createSeriesSchema, SeriesFormValues>(createSeriesSchema);
const updateResolver = schemaResolver<typeof updateSeriesSchema, SeriesFormValues>(updateSeriesSchema);

/** A new series, or one to edit: name, category, description and logo (optional, replaces the current one). */
export function SeriesForm({ series, onDone, onCancel }: { series?: SeriesView; onDone?: () => void; onCancel?: () => void }) {
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [pickerKey, setPickerKey] = useState(0);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<SeriesFormValues, unknown, z.output<typeof updateSeriesSchema>>({
    resolver: series ? updateResolver : createResolver,
    defaultValues: { nombre: series?.nombre ?? '', categoria: series?.categoria ?? '', descripcion: series?.descripcion ?? '' },
  });
  const nombre = useWatch({ control, name: 'nombre' });
  const { trigger, isMutating: busy } = useSaveSeries();
  const submit = handleSubmit(async (fields) => {
    try {
      const res = await trigger({ serieId: series?.id, nombre: fields.nombre ?? '', categoria: fields.categoria ?? '', descripcion: fields.descripcion ?? '', logo });
      toast.success(res.message, ADMIN_TOAST);
      setLogoError(undefined);
      if (!series) {
        reset();
        setLogo(null);
        setPickerKey((k) => k + 1);
      }
      onDone?.();
    } catch (err) {
      setLogoError(showServerErrors(err, setError, SERIES_FIELDS).logo);
      toast.error(messageOf(err, FAILED), ADMIN_TOAST);
    }
  });
  return (
    <form className="seasons-admin__series-form" noValidate onSubmit={(event) => void submit(event)}>
      <Input label="Nombre de la serie" required {...register('nombre')} error={errors.nombre?.message} />
      <Input label="Categoría" required {...register('categoria')} error={errors.categoria?.message} />
      <Textarea label="Descripción" rows={2} {...register('descripcion')} error={errors.descripcion?.message} />
      <ImagePicker
        key={pickerKey}
        label={series ? 'Logo (opcional, reemplaza el actual)' : 'Logo (opcional)'}
        currentUrl={series?.logoUrl}
        alt={es`Logo de ${nombre || 'la serie'}`}
        onChange={setLogo}
        error={logoError}
        buttonText="Elegir logo"
      />
      <div className="seasons-admin__modal-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
        <Button type="submit" icon={series ? <Save size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />} busy={busy} busyText="Guardando...">
          {series ? 'Guardar cambios' : 'Crear serie'}
        </Button>
      </div>
    </form>
  );
}

/** The series and season as their fields hold them, from the contract (the days of priority stay as saved). */
type EditionFormValues = FormInputs<Pick<z.output<typeof editionSchema>, 'serieId' | 'temporada'>>;

const editionResolver = schemaResolver<typeof editionSchema, EditionFormValues>(editionSchema);

/**
 * The series and season a championship is. Until the admin changes a field it shows what is saved
 * (or, with no edition yet, the year the championship starts); the days of priority stay as saved.
 */
export function EditionForm({
  startsOn,
  series,
  edition,
  busy,
  onSave,
}: {
  /** The championship's first day (ISO): its year is the season shown before one is saved. */
  startsOn: string;
  series: SeriesView[];
  edition: EditionView | null | undefined;
  busy: boolean;
  /** Saves the edition; answers whether it was saved, and hands a refusal to `onRefused`. */
  onSave: (fields: { serieId: string; temporada: number; diasPrioridad: number }, onRefused: (error: unknown) => void) => Promise<boolean>;
}) {
  const saved = useMemo(() => ({ serieId: edition?.serieId ?? '', temporada: String(edition?.temporada ?? new Date(startsOn).getUTCFullYear()) }), [edition, startsOn]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<EditionFormValues, unknown, z.output<typeof editionSchema>>({ resolver: editionResolver, values: saved, resetOptions: { keepDirtyValues: true } });
  const serieId = useWatch({ control, name: 'serieId' });
  const submit = handleSubmit(async (fields) => {
    await onSave({ serieId: fields.serieId, temporada: fields.temporada, diasPrioridad: edition?.diasPrioridad ?? 7 }, (err) => showServerErrors(err, setError, ['serieId', 'temporada']));
  });
  return (
    <form className="seasons-admin__edition" noValidate onSubmit={(event) => void submit(event)}>
      <Select label="Serie" placeholder="Sin serie" {...register('serieId')} options={series.map((s) => ({ value: s.id, label: s.nombre }))} error={errors.serieId?.message} />
      <Input label="Temporada" type="number" inputMode="numeric" min={2000} max={2100} {...register('temporada')} error={errors.temporada?.message} />
      <Button type="submit" variant="secondary" icon={<Save size={16} aria-hidden="true" />} busy={busy} busyText="Guardando..." disabled={!serieId}>
        Guardar serie y temporada
      </Button>
    </form>
  );
}

type ReopenFormValues = FormInputs<z.output<typeof reopenSchema>>;
const reopenResolver = schemaResolver<typeof reopenSchema, ReopenFormValues>(reopenSchema);

/** 'Reabrir temporada': the reason, asked in a modal; what was typed stays when it is closed and opened again. */
export function ReopenForm({
  open,
  title,
  busy,
  onClose,
  onReopen,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  /** Reopens the season with the reason; answers whether it was reopened, and hands a refusal to `onRefused`. */
  onReopen: (motivo: string, onRefused: (error: unknown) => void) => Promise<boolean>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReopenFormValues, unknown, z.output<typeof reopenSchema>>({ resolver: reopenResolver, defaultValues: { motivo: '' } });
  const submit = handleSubmit(async ({ motivo }) => {
    if (await onReopen(motivo, (err) => showServerErrors(err, setError, ['motivo']))) {
      onClose();
      reset();
    }
  });
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Textarea label="Motivo de la reapertura" required {...register('motivo')} error={errors.motivo?.message} />
        <div className="seasons-admin__modal-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" busy={busy} busyText="Reabriendo...">
            Reabrir temporada
          </Button>
        </div>
      </form>
    </Modal>
  );
}
