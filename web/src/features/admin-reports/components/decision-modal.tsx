import { Check, X } from 'lucide-react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { decideReportSchema, REPORT_LIMITS, REPORT_MSG } from '@contracts/stewarding.contract';
import type { ReportView } from '@contracts/stewarding.views';
import { FormModal } from '@/components/ui/form-modal';
import { Textarea } from '@/components/ui/textarea';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { driverName } from '@/lib/penalty-text';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useDecideReport, useRoundOutline } from '../api/reports';
import { isAlreadyDecided, REPORTS_ERROR, withDetail } from './messages';
import { EMPTY_PENALTY, PenaltyFields, toPenaltyRequest, type PenaltyFormValues } from './penalty-fields';
import { useFormFailure } from '@/lib/form-failure';

interface DecisionFormValues {
  explicacion: string;
  sancion: PenaltyFormValues;
}

type DecideOutput = ReturnType<typeof decideReportSchema.parse>;

const FIELDS = [
  'explicacion',
  'sancion.tipo',
  'sancion.segundos',
  'sancion.posiciones',
  'sancion.puntos',
  'sancion.puntosLicencia',
  'sancion.sesion',
  'sancion.evento',
] as const;

/** The form's values checked by the contract's schema, as the request they make. */
const resolverFor = (aprobado: boolean): Resolver<DecisionFormValues, unknown, DecideOutput> => {
  const base = schemaResolver(decideReportSchema);
  return (values, context, options) =>
    base({ aprobado, explicacion: values.explicacion, sancion: aprobado ? toPenaltyRequest(values.sancion) : null }, context, options as never) as never;
};

/**
 * 'Resolver' (approve, optionally penalising the reported driver) or 'Rechazar' one report, each with
 * its written explanation. When another admin got there first the server answers 409: the screen
 * says so and shows the decision taken.
 */
export function DecisionModal({ report, aprobado, onClose, onDone }: { report: ReportView; aprobado: boolean; onClose: () => void; onDone: (notice?: string) => void }) {
  const { trigger, isMutating } = useDecideReport(report.id);
  const formId = aprobado ? 'resolve-report-form' : 'reject-report-form';
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors },
  } = useForm<DecisionFormValues, unknown, DecideOutput>({ resolver: resolverFor(aprobado), defaultValues: { explicacion: '', sancion: EMPTY_PENALTY } });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const tipo = useWatch({ control, name: 'sancion.tipo' });
  const sesion = useWatch({ control, name: 'sancion.sesion' });
  const evento = useWatch({ control, name: 'sancion.evento' });
  const outline = useRoundOutline(aprobado ? report.campeonato?.id : undefined, report.carrera?.id);
  const setTarget = (s: string, e: string) => {
    setValue('sancion.sesion', s);
    setValue('sancion.evento', e);
  };
  const fallback = aprobado ? REPORTS_ERROR.resolve : REPORTS_ERROR.reject;

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await trigger(body);
      toast.success(answer.message, ADMIN_TOAST);
      onDone();
    } catch (err) {
      if (isAlreadyDecided(err)) {
        const notice = `${REPORT_MSG.alreadyDecided} Otro administrador lo decidió antes; abajo está su decisión.`;
        toast.info(notice, ADMIN_TOAST);
        onDone(notice);
        return;
      }
      showServerErrors(err, setError, FIELDS);
      const text = withDetail(fallback, err);
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  });

  const reported = driverName(report.usuarioDenunciado);
  return (
    <FormModal
      title={aprobado ? `Resolver el reporte #${report.numeroReporte}` : `Rechazar el reporte #${report.numeroReporte}`}
      size={aprobado ? 'wide' : 'default'}
      formId={formId}
      className="reports__form"
      onSubmit={onSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      submitText={aprobado ? 'Resolver reporte' : 'Rechazar reporte'}
      busyText={aprobado ? 'Resolviendo...' : 'Rechazando...'}
      submitIcon={aprobado ? <Check size={18} aria-hidden="true" /> : <X size={18} aria-hidden="true" />}
      submitVariant={aprobado ? 'primary' : 'danger'}
      failure={failure}
    >
      <p className="muted">
        {aprobado
          ? `El reporte se da por bueno. Puedes sancionar a ${reported}; la decisión y su explicación se publican en el campeonato y se avisa a ambos pilotos por correo.`
          : 'El reporte no procede. La explicación se publica en el campeonato y se avisa a ambos pilotos por correo.'}
      </p>
      <Textarea
        label="Explicación de la decisión"
        required
        rows={5}
        maxLength={REPORT_LIMITS.explicacion}
        placeholder={aprobado ? 'Por ejemplo: frenó tarde en la curva 1 y sacó de la pista al piloto.' : 'Por ejemplo: incidente de carrera, ninguno de los dos pudo evitarlo.'}
        {...register('explicacion')}
        error={errors.explicacion?.message}
      />
      {aprobado && <PenaltyFields register={register} errors={errors} tipo={tipo} noneText="Sin sanción" outline={outline.data} target={{ sesion, evento }} onTarget={setTarget} />}
    </FormModal>
  );
}
