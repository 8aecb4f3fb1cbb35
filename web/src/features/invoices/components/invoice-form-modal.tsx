import { FileText } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { INVOICE_MSG, regimesFor, taxDataSchema, taxpayerKindOf, TAX_REGIMES, usesFor, normaliseRfc, type TaxData, type TaxDataInput } from '@contracts/invoicing.contract';
import type { InvoicePaymentView } from '@contracts/invoicing.views';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { messageOf } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useRequestInvoice } from '../api/my-invoices';
import { useFormFailure } from '@/lib/form-failure';

const FORM_ID = 'invoice-form';
const FIELDS = ['rfc', 'razonSocial', 'regimenFiscal', 'usoCfdi', 'codigoPostal', 'email'] as const;

/** The régimenes a typed RFC allows (all while it is incomplete). */
function regimeOptions(rfc: string) {
  const typed = normaliseRfc(rfc);
  const regimes = typed.length === 12 || typed.length === 13 ? regimesFor(taxpayerKindOf(typed)) : TAX_REGIMES;
  return regimes.map((r) => ({ value: r.clave, label: `${r.clave} · ${r.descripcion}` }));
}

/**
 * 'Solicitar factura': the tax data as on the driver's Constancia de Situación Fiscal (never the
 * certificate itself), checked with the server's rules as he types; the uses offered are those valid
 * for the régimen chosen.
 */
export function InvoiceFormModal({ payment, email, onClose, onSaved }: { payment: InvoicePaymentView; email: string; onClose: () => void; onSaved: () => void }) {
  const { trigger: requestInvoice } = useRequestInvoice();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TaxDataInput, unknown, TaxData>({
    resolver: schemaResolver(taxDataSchema),
    defaultValues: { rfc: '', razonSocial: '', regimenFiscal: '', usoCfdi: '', codigoPostal: '', email },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const [rfc = '', regimen = ''] = useWatch({ control, name: ['rfc', 'regimenFiscal'] });
  const typed = normaliseRfc(rfc);
  const kind = typed.length === 12 || typed.length === 13 ? taxpayerKindOf(typed) : undefined;
  const uses = regimen ? usesFor(regimen, kind) : [];

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await requestInvoice({ pagoId: payment.id, ...values });
      toast.success(answer.message);
      onSaved();
    } catch (err) {
      const rest = showServerErrors(err, setError, FIELDS);
      setFailure(Object.values(rest)[0] ?? messageOf(err, 'No se pudo enviar la solicitud de factura. Inténtalo de nuevo.'));
    }
  });

  return (
    <FormModal
      title={INVOICE_MSG.formTitle}
      formId={FORM_ID}
      className="invoices__form"
      onSubmit={onSubmit(submit)}
      onClose={onClose}
      busy={isSubmitting}
      busyText="Enviando..."
      submitText="Solicitar factura"
      submitIcon={<FileText size={18} aria-hidden="true" />}
      failure={failure}
    >
      <p className="invoices__payment">
        Pago de <strong className="tabular">{formatMoney(payment.monto, { withCode: true })}</strong>
        {payment.campeonato ? <> · {payment.campeonato.nombreCampeonato}</> : null}
        {payment.fechaPago ? <> · {formatDateTime(payment.fechaPago)}</> : null}
      </p>
      <Input label="RFC" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} required hint="12 caracteres si es persona moral, 13 si es persona física." {...register('rfc')} error={errors.rfc?.message} />
      <Input label="Nombre o razón social" autoComplete="name" required hint={INVOICE_MSG.nameHint} {...register('razonSocial')} error={errors.razonSocial?.message} />
      {/* Controlled: the uses change with the régimen, and the value must follow what the list shows. */}
      <Controller
        control={control}
        name="regimenFiscal"
        render={({ field }) => (
          <Select
            label="Régimen fiscal"
            placeholder="Elige tu régimen fiscal"
            options={regimeOptions(rfc)}
            {...field}
            onChange={(event) => {
              field.onChange(event);
              const next = event.target.value;
              if (!usesFor(next, kind).some((u) => u.clave === getValues('usoCfdi'))) setValue('usoCfdi', '');
            }}
            error={errors.regimenFiscal?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="usoCfdi"
        render={({ field }) => (
          <Select
            label="Uso del CFDI"
            placeholder={regimen ? 'Elige el uso del CFDI' : 'Elige primero tu régimen fiscal'}
            options={uses.map((u) => ({ value: u.clave, label: `${u.clave} · ${u.descripcion}` }))}
            hint="Solo se muestran los usos válidos para tu régimen."
            {...field}
            error={errors.usoCfdi?.message}
          />
        )}
      />
      <div className="form-row">
        <Input label="Código postal" inputMode="numeric" autoComplete="postal-code" maxLength={5} required hint="El de tu domicilio fiscal." {...register('codigoPostal')} error={errors.codigoPostal?.message} />
        <Input label="Correo para la factura" type="email" autoComplete="email" required {...register('email')} error={errors.email?.message} />
      </div>
    </FormModal>
  );
}
