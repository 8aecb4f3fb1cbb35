import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fileAppealSchema, REPORT_LIMITS } from '@contracts/stewarding.contract';
import type { ReportView } from '@contracts/stewarding.views';
import { Button } from '@/components/ui/button';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { restText, schemaResolver, showServerErrors } from '@/lib/form-errors';
import { useFormFailure } from '@/lib/form-failure';
import type { FormInputs } from '@/lib/form-values';
import { formatDeadline } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { useFileAppeal } from '../api/reports';

/** The reason and the three link fields (`videos.0` to `videos.2`), empty ones left out by the schema. */
type AppealValues = FormInputs<z.output<typeof fileAppealSchema>>;
type AppealOutput = z.output<typeof fileAppealSchema>;
const LINK_ROWS = 3;
const FIELDS = ['motivo', 'videos.0', 'videos.1', 'videos.2'] as const;

/**
 * The schema drops the empty link fields before checking the links, so a message's index counts the
 * filled ones only: `videos.1` is the second filled field, which may be the third on screen.
 */
const placeLink = (values: AppealValues) => (path: string) => {
  const match = /^videos\.(\d+)$/.exec(path);
  if (!match) return undefined;
  const filled = (values.videos ?? []).map((v, i) => (String(v ?? '').trim() ? i : -1)).filter((i) => i >= 0);
  const row = filled[Number(match[1])];
  return row === undefined ? undefined : `videos.${row}`;
};
const resolver = schemaResolver<typeof fileAppealSchema, AppealValues>(fileAppealSchema, (path, values) => placeLink(values)(path));

/** 'Apelar' on a decided report of the driver's, while the window is open and he has not appealed it: the reason and new evidence. */
export function AppealButton({ report, userId }: { report: ReportView; userId: string }) {
  const [open, setOpen] = useState(false);
  const now = useNow();
  const mine = report.apelaciones.find((a) => a.piloto?.id === userId);
  if (mine) return <span className="muted">Tu apelación: {mine.resultado}</span>;
  if (!report.apelableHasta || new Date(report.apelableHasta).getTime() < now) return null;
  return (
    <>
      <Button variant="secondary" size="sm" icon={<Scale size={16} aria-hidden="true" />} onClick={() => setOpen(true)} aria-label={`Apelar la decisión del reporte #${report.numeroReporte}`}>
        Apelar
      </Button>
      {open && (
        <AppealModal report={report} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function AppealModal({ report, onClose }: { report: ReportView; onClose: () => void }) {
  const { trigger: fileAppeal } = useFileAppeal();
  const [images, setImages] = useState<File[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AppealValues, unknown, AppealOutput>({ resolver, defaultValues: { motivo: '', videos: Array<string>(LINK_ROWS).fill('') } });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await fileAppeal({ reportId: report.id, fields: body, images });
      toast.success(answer.message);
      onClose();
    } catch (err) {
      const rest = restText(showServerErrors(err, setError, FIELDS, placeLink(getValues())));
      const text = rest || (err instanceof ApiError && err.status < 500 ? err.message : 'No se pudo presentar la apelación: inténtalo de nuevo en unos momentos.');
      setFailure(text);
      toast.error(text);
    }
  });

  return (
    <FormModal
      title={`Apelar la decisión del reporte #${report.numeroReporte}`}
      size="wide"
      formId="appeal-form"
      className="appeal-form"
      onSubmit={onSubmit(submit)}
      onClose={onClose}
      busy={isSubmitting}
      submitText="Presentar apelación"
      busyText="Enviando..."
      submitIcon={<Scale size={18} aria-hidden="true" />}
      failure={failure}
    >
      <p className="muted">
        Puedes apelar una sola vez, hasta el {formatDeadline(report.apelableHasta!)}. La deciden comisarios que no votaron el reporte: pueden confirmar la decisión, reducir la sanción o anularla.
      </p>
      <Textarea label="Motivo de la apelación" required rows={5} maxLength={REPORT_LIMITS.descripcion} {...register('motivo')} error={errors.motivo?.message} />
      <Input label="Video 1 (opcional)" type="url" placeholder="https://www.youtube.com/watch?v=…&t=95" {...register('videos.0')} error={errors.videos?.[0]?.message} />
      <Input label="Video 2 (opcional)" type="url" {...register('videos.1')} error={errors.videos?.[1]?.message} />
      <Input label="Video 3 (opcional)" type="url" {...register('videos.2')} error={errors.videos?.[2]?.message} />
      <label className="field">
        <span className="field__label">Imágenes nuevas (opcional, hasta {REPORT_LIMITS.screenshots})</span>
        <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" multiple onChange={(e) => setImages(Array.from(e.target.files ?? []).slice(0, REPORT_LIMITS.screenshots))} />
      </label>
    </FormModal>
  );
}
