import { ExternalLink, Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { APPEAL_OUTCOMES, APPEAL_STATE_LABELS, decideAppealSchema, REPORT_LIMITS, type AppealOutcome } from '@contracts/stewarding.contract';
import type { AppealView, ReportView } from '@contracts/stewarding.views';
import { Button } from '@/components/ui/button';
import { FormModal } from '@/components/ui/form-modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { driverName } from '@/lib/penalty-text';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useDecideAppeal } from '../api/reports';
import { REPORTS_ERROR, withDetail } from './messages';
import { EMPTY_PENALTY, PenaltyFields, toPenaltyRequest, type PenaltyFormValues } from './penalty-fields';
import { ScreenshotGallery } from './screenshot-gallery';
import { es } from '@contracts/spanish-contractions';
import { useFormFailure } from '@/lib/form-failure';

interface AppealDecisionValues {
  resultado: '' | AppealOutcome;
  explicacion: string;
  sancion: PenaltyFormValues;
}

type Output = ReturnType<typeof decideAppealSchema.parse>;

const resolver: Resolver<AppealDecisionValues, unknown, Output> = (values, context, options) =>
  schemaResolver(decideAppealSchema)(
    { resultado: (values.resultado || undefined) as AppealOutcome, explicacion: values.explicacion, sancion: values.resultado === 'reducida' ? toPenaltyRequest(values.sancion) : null },
    context,
    options as never,
  ) as never;

/** The appeals of a decided report, their evidence, and 'Decidir apelación' while one is pending. */
export function AppealsSection({ report }: { report: ReportView }) {
  const [deciding, setDeciding] = useState<AppealView | null>(null);
  if (report.apelaciones.length === 0) return null;
  return (
    <section className="report-detail__section" aria-labelledby="report-appeals">
      <h2 id="report-appeals">Apelaciones</h2>
      <ul className="report-votes">
        {report.apelaciones.map((a) => (
          <li key={a.id} className="card report-votes__item">
            <p>
              <strong>{driverName(a.piloto)}</strong> apeló el {formatDateTime(a.fecha)} · <strong>{a.resultado}</strong>
            </p>
            <p className="report-detail__text">{a.motivo}</p>
            {a.videos.map((v, i) => (
              <p key={v.url}>
                <a href={v.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink size={16} aria-hidden="true" /> Video nuevo {i + 1}
                  <span className="visually-hidden"> (se abre en otra pestaña)</span>
                </a>
              </p>
            ))}
            {a.capturasPantalla.length > 0 && <ScreenshotGallery urls={a.capturasPantalla.map((c) => c.url)} numero={report.numeroReporte} />}
            {a.explicacion && <p className="report-detail__text">Resolución: {a.explicacion}</p>}
            {a.sancionAnterior && <p className="muted">Sanción anterior: {a.sancionAnterior}</p>}
            {a.estado === 'pendiente' && (
              <Button size="sm" icon={<Scale size={16} aria-hidden="true" />} onClick={() => setDeciding(a)} aria-label={es`Decidir la apelación de ${driverName(a.piloto)}`}>
                Decidir apelación
              </Button>
            )}
          </li>
        ))}
      </ul>
      {deciding && (
        <AppealDecisionModal
          report={report}
          appeal={deciding}
          onClose={() => setDeciding(null)}
          onDone={() => setDeciding(null)}
        />
      )}
    </section>
  );
}

function AppealDecisionModal({ report, appeal, onClose, onDone }: { report: ReportView; appeal: AppealView; onClose: () => void; onDone: () => void }) {
  const { trigger, isMutating } = useDecideAppeal(report.id);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<AppealDecisionValues, unknown, Output>({ resolver, defaultValues: { resultado: '', explicacion: '', sancion: EMPTY_PENALTY } });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const resultado = useWatch({ control, name: 'resultado' });
  const tipo = useWatch({ control, name: 'sancion.tipo' });

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await trigger({ appealId: appeal.id, body });
      toast.success(answer.message, ADMIN_TOAST);
      onDone();
    } catch (err) {
      showServerErrors(err, setError, ['resultado', 'explicacion', 'sancion.tipo', 'sancion.segundos', 'sancion.posiciones', 'sancion.puntos', 'sancion.puntosLicencia'] as const);
      const text = withDetail(REPORTS_ERROR.appeal, err);
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  });

  return (
    <FormModal
      title={es`Apelación de ${driverName(appeal.piloto)} (reporte #${report.numeroReporte})`}
      size="wide"
      formId="appeal-decision-form"
      className="reports__form"
      onSubmit={onSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      submitText="Decidir apelación"
      busyText="Guardando..."
      submitIcon={<Scale size={18} aria-hidden="true" />}
      failure={failure}
    >
      <p className="muted">Confirmar deja la decisión como está; reducir pone una sanción más leve en lugar de la actual; anular quita la sanción. La clasificación y el registro público siguen el resultado.</p>
      <Select label="Resultado" placeholder="Elige el resultado" required options={APPEAL_OUTCOMES.map((o) => ({ value: o, label: APPEAL_STATE_LABELS[o] }))} {...register('resultado')} error={errors.resultado?.message} />
      {resultado === 'reducida' && <PenaltyFields register={register} errors={errors} tipo={tipo} />}
      <Textarea label="Explicación" required rows={4} maxLength={REPORT_LIMITS.explicacion} {...register('explicacion')} error={errors.explicacion?.message} />
    </FormModal>
  );
}
