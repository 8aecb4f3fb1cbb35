import { Send } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ARCO_KIND_LABELS, ARCO_KINDS, ARCO_LIMITS, arcoOwnRequestSchema, arcoPublicRequestSchema } from '@contracts/data-rights.contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { restText, schemaResolver, showServerErrors } from '@/lib/form-errors';
import { useFormFailure } from '@/lib/form-failure';
import { useFileOwnArcoRequest, useFilePublicArcoRequest } from '../api/data-rights';

const KIND_OPTIONS = ARCO_KINDS.map((k) => ({ value: k, label: ARCO_KIND_LABELS[k] }));
const KIND_HINTS: Record<string, string> = {
  acceso: 'Te enviamos por correo un archivo con todo lo que guardamos sobre ti.',
  rectificacion: 'Dinos qué dato está mal y cómo debe quedar.',
  cancelacion: 'Para cancelar tu propia cuenta usa «Cancelar mi cuenta» más abajo; aquí pide borrar otros datos.',
  oposicion: 'Dinos para qué finalidad no quieres que usemos tus datos.',
};

type PublicInput = z.input<typeof arcoPublicRequestSchema>;
type PublicOutput = z.output<typeof arcoPublicRequestSchema>;
const PUBLIC_FIELDS = ['tipo', 'nombre', 'email', 'detalle'] as const;
const OWN_FIELDS = ['tipo', 'detalle'] as const;

/**
 * The ARCO request form: from the account ('Mis datos personales', who asks is the account) or, with
 * `publico`, for people without one (name and e-mail asked). The server's rules check it before sending.
 */
export function ArcoRequestForm({ publico = false }: { publico?: boolean }) {
  const [done, setDone] = useState<string | null>(null);
  const own = useFileOwnArcoRequest();
  const open = useFilePublicArcoRequest();
  const schema = publico ? arcoPublicRequestSchema : arcoOwnRequestSchema;
  const fields = publico ? PUBLIC_FIELDS : OWN_FIELDS;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<PublicInput, unknown, PublicOutput>({ resolver: schemaResolver(schema as typeof arcoPublicRequestSchema), defaultValues: { tipo: 'acceso', nombre: '', email: '', detalle: '' } });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);
  const tipo = useWatch({ control, name: 'tipo' });

  // Only while the request travels: the fields stay usable while the form checks them, so a refusal
  // can put the focus on the first field it marks (a disabled field takes no focus).
  const [sending, setSending] = useState(false);

  const submit = handleSubmit(async (values) => {
    setDone(null);
    setSending(true);
    try {
      const answer = publico ? await open.trigger(values) : await own.trigger({ tipo: values.tipo, detalle: values.detalle });
      reset({ tipo: values.tipo, nombre: '', email: '', detalle: '' });
      setDone(answer.message);
      setSending(false);
    } catch (err) {
      // Usable again before the server's messages focus their first field.
      flushSync(() => setSending(false));
      const rest = showServerErrors(err, setError, [...fields]);
      setFailure(restText(rest) || messageOf(err, 'No pudimos enviar tu solicitud. Inténtalo de nuevo.'));
    }
  });

  const id = publico ? 'arco-publico' : 'arco-propio';
  return (
    <form className="arco-form stack" onSubmit={onSubmit(submit)} noValidate aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="profile__section-title">
        Hacer una solicitud
      </h2>
      <Select label="Tipo de solicitud" options={KIND_OPTIONS} hint={KIND_HINTS[tipo]} disabled={sending} error={errors.tipo?.message} {...register('tipo')} />
      {publico && (
        <div className="arco-form__grid">
          <Input label="Nombre completo" autoComplete="name" required maxLength={ARCO_LIMITS.nombre} disabled={sending} error={errors.nombre?.message} {...register('nombre')} />
          <Input label="Correo electrónico" type="email" autoComplete="email" inputMode="email" required disabled={sending} error={errors.email?.message} {...register('email')} />
        </div>
      )}
      <Textarea
        label={tipo === 'acceso' && !publico ? 'Comentario (opcional)' : 'Qué datos y qué pides'}
        required={publico || tipo !== 'acceso'}
        rows={4}
        maxLength={ARCO_LIMITS.detalle}
        disabled={sending}
        error={errors.detalle?.message}
        {...register('detalle')}
      />
      <div className="arco-form__footer">
        <Button type="submit" icon={<Send size={18} aria-hidden="true" />} busy={sending} busyText="Enviando..." disabled={sending}>
          Enviar solicitud
        </Button>
        <div aria-live="polite">
          {done && <p className="form-success">{done}</p>}
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
