import { zodResolver } from '@hookform/resolvers/zod';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fileAppealSchema, REPORT_LIMITS } from '@contracts/stewarding.contract';
import type { ReportView } from '@contracts/stewarding.views';
import { Button } from '@/components/ui/button';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { formatDeadline } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { useFileAppeal } from '../api/reports';

interface AppealValues {
  motivo: string;
  video0: string;
  video1: string;
  video2: string;
}

type AppealOutput = ReturnType<typeof fileAppealSchema.parse>;

const resolver = (values: AppealValues, context: unknown, options: never) =>
  zodResolver(fileAppealSchema)({ motivo: values.motivo, videos: [values.video0, values.video1, values.video2] }, context, options) as never;

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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AppealValues, unknown, AppealOutput>({ resolver: resolver as never, defaultValues: { motivo: '', video0: '', video1: '', video2: '' } });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await fileAppeal({ reportId: report.id, fields: body, images });
      toast.success(answer.message);
      onClose();
    } catch (err) {
      showServerErrors(err, setError, ['motivo'] as const);
      const text = err instanceof ApiError && err.status < 500 ? err.message : 'No se pudo presentar la apelación: inténtalo de nuevo en unos momentos.';
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
      onSubmit={submit}
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
      <Input label="Video 1 (opcional)" type="url" placeholder="https://www.youtube.com/watch?v=…&t=95" {...register('video0')} error={errors.video0?.message ?? (errors as Record<string, { message?: string }>).videos?.message} />
      <Input label="Video 2 (opcional)" type="url" {...register('video1')} />
      <Input label="Video 3 (opcional)" type="url" {...register('video2')} />
      <label className="field">
        <span className="field__label">Imágenes nuevas (opcional, hasta {REPORT_LIMITS.screenshots})</span>
        <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" multiple onChange={(e) => setImages(Array.from(e.target.files ?? []).slice(0, REPORT_LIMITS.screenshots))} />
      </label>
    </FormModal>
  );
}
