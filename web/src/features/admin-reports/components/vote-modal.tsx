import { Vote as VoteIcon } from 'lucide-react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { castVoteSchema, PANEL_LIMITS, REPORT_LIMITS, VERDICT_LABELS, VERDICTS, type CastVoteRequest, type Verdict } from '@contracts/stewarding.contract';
import type { PanelSettingsView, ReportView } from '@contracts/stewarding.views';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { driverName } from '@/lib/penalty-text';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useCastVote, useRoundOutline } from '../api/reports';
import { REPORTS_ERROR, withDetail } from './messages';
import { EMPTY_PENALTY, PenaltyFields, toPenaltyRequest, type PenaltyFormValues } from './penalty-fields';
import { useFormFailure } from '@/lib/form-failure';

/**
 * The form's values: the fields of the contract's call (`CastVoteRequest`), as the inputs hold them
 * (text), the verdict unchosen at first and the penalty as its own fields.
 */
type VoteFormValues = { [K in keyof CastVoteRequest]-?: K extends 'veredicto' ? '' | Verdict : K extends 'sancion' ? PenaltyFormValues : string };

type VoteOutput = ReturnType<typeof castVoteSchema.parse>;

const FIELDS = ['veredicto', 'categoria', 'puntosLicencia', 'razonamiento', 'sancion.tipo', 'sancion.segundos', 'sancion.posiciones', 'sancion.puntos', 'sancion.puntosLicencia', 'sancion.sesion', 'sancion.evento'] as const;

const resolver: Resolver<VoteFormValues, unknown, VoteOutput> = (values, context, options) =>
  schemaResolver(castVoteSchema)(
    {
      veredicto: (values.veredicto || undefined) as Verdict,
      categoria: values.veredicto === 'sancion' ? values.categoria : undefined,
      sancion: values.veredicto === 'sancion' ? toPenaltyRequest(values.sancion) : null,
      puntosLicencia: values.veredicto === 'advertencia' ? values.puntosLicencia : 0,
      razonamiento: values.razonamiento,
    },
    context,
    options as never,
  ) as never;

/**
 * A steward's vote on a report its panel decides: no action, a warning, or a penalty of one of the
 * championship's categories (its default filled in, which the steward may change), with a short
 * reasoning. The other stewards' votes stay hidden until this one is in.
 */
export function VoteModal({ report, settings, onClose, onDone }: { report: ReportView; settings: PanelSettingsView; onClose: () => void; onDone: () => void }) {
  const { trigger, isMutating } = useCastVote(report.id);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors },
  } = useForm<VoteFormValues, unknown, VoteOutput>({ resolver, defaultValues: { veredicto: '', categoria: '', puntosLicencia: '0', razonamiento: '', sancion: EMPTY_PENALTY } });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const veredicto = useWatch({ control, name: 'veredicto' });
  const tipo = useWatch({ control, name: 'sancion.tipo' });
  const sesion = useWatch({ control, name: 'sancion.sesion' });
  const evento = useWatch({ control, name: 'sancion.evento' });
  const outline = useRoundOutline(veredicto === 'sancion' ? report.campeonato?.id : undefined, report.carrera?.id);
  const categoria = register('categoria');

  const chooseCategory = (nombre: string) => {
    const c = settings.categorias.find((x) => x.nombre === nombre);
    if (!c) return;
    // The category's default penalty, which the vote may change.
    setValue('sancion', { tipo: c.tipo, segundos: String(c.segundos ?? ''), posiciones: String(c.posiciones ?? ''), puntos: String(c.puntos ?? ''), puntosLicencia: String(c.puntosLicencia), sesion: '', evento: '' });
  };

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await trigger(body);
      toast.success(answer.message, ADMIN_TOAST);
      onDone();
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
      const text = withDetail(REPORTS_ERROR.vote, err);
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  });

  return (
    <FormModal
      title={`Votar el reporte #${report.numeroReporte}`}
      size="wide"
      formId="vote-report-form"
      className="reports__form"
      onSubmit={onSubmit(submit)}
      onClose={onClose}
      busy={isMutating}
      submitText="Emitir voto"
      busyText="Enviando voto..."
      submitIcon={<VoteIcon size={18} aria-hidden="true" />}
      failure={failure}
    >
      <p className="muted">
        Deciden {settings.comisariosPorReporte} comisarios por mayoría. Tu voto es secreto para los demás hasta que ellos voten, y no se puede cambiar. Piloto reportado: {driverName(report.usuarioDenunciado)}.
      </p>
      <Select label="Tu voto" placeholder="Elige tu voto" required options={VERDICTS.map((v) => ({ value: v, label: VERDICT_LABELS[v] }))} {...register('veredicto')} error={errors.veredicto?.message} />
      {veredicto === 'advertencia' && (
        <Input label="Puntos de licencia" type="number" inputMode="numeric" min={0} max={REPORT_LIMITS.puntosLicencia} step={1} {...register('puntosLicencia')} error={errors.puntosLicencia?.message} />
      )}
      {veredicto === 'sancion' && (
        <>
          <Select
            label="Categoría"
            placeholder="Elige la categoría"
            required
            options={settings.categorias.map((c) => ({ value: c.nombre, label: c.nombre }))}
            {...categoria}
            onChange={(event) => {
              void categoria.onChange(event);
              chooseCategory(event.target.value);
            }}
            error={errors.categoria?.message}
          />
          <PenaltyFields register={register} errors={errors} tipo={tipo} outline={outline.data} target={{ sesion, evento }} onTarget={(s, e) => { setValue('sancion.sesion', s); setValue('sancion.evento', e); }} />
        </>
      )}
      <Textarea label="Razonamiento" required rows={4} maxLength={PANEL_LIMITS.razonamiento} placeholder="Por ejemplo: frenó tarde en la curva 1 y provocó el contacto." {...register('razonamiento')} error={errors.razonamiento?.message} />
    </FormModal>
  );
}
