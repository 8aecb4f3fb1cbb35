import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MSG, contactRequestSchema, HONEYPOT_FIELD } from '@contracts/contact.contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage, type ContactPayload } from '../api/send-contact-message';
import { PrivacyShort } from '@/components/legal/privacy-short';

/** The server's own rules, plus the honeypot people never see. */
const formSchema = contactRequestSchema.extend({ [HONEYPOT_FIELD]: z.string().optional() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: ContactPayload = { name: '', email: '', phone: '', message: '', website: '' };
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

type Status = { kind: 'idle' } | { kind: 'success'; text: string } | { kind: 'error'; text: string };

/**
 * The form of spec 1 §4: each field checked before sending with the server's rules (its message under
 * the field), then sending (all disabled, 'Enviando...'), success (cleared) or error. Editing a field
 * clears the last message.
 */
export default function ContactForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { trigger: sendContactMessage } = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  // Only while the message travels: the fields stay usable while the form checks them, so a refusal
  // can put the focus on the first field it marks (a disabled field takes no focus).
  const [sending, setSending] = useState(false);

  const clearStatus = () => setStatus((s) => (s.kind === 'idle' ? s : { kind: 'idle' }));
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: clearStatus });

  const submit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    setSending(true);
    try {
      const body = await sendContactMessage({ ...values, website: values.website ?? '' });
      reset(EMPTY);
      setStatus({ kind: 'success', text: body?.message ?? CONTACT_MSG.sent });
    } catch (err) {
      if (err instanceof ApiError) {
        for (const name of FIELDS) if (err.errors?.[name]) setError(name, { message: err.errors[name] });
        setStatus({ kind: 'error', text: err.fromServer && err.status < 500 ? err.message : CONTACT_MSG.failed });
      } else {
        setStatus({ kind: 'error', text: CONTACT_MSG.unexpected });
      }
    } finally {
      setSending(false);
    }
  });

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h3 id="contact-form-title" className="visually-hidden">
        Envíanos un mensaje
      </h3>
      <p className="muted contact-form__required">Todos los campos son obligatorios (*).</p>
      <div className="contact-form__grid">
        <Input label="Nombre" autoComplete="name" required maxLength={CONTACT_LIMITS.name} disabled={sending} error={errors.name?.message} {...field('name')} />
        <Input label="Correo electrónico" type="email" autoComplete="email" inputMode="email" required disabled={sending} error={errors.email?.message} {...field('email')} />
        <Input label="Teléfono" type="tel" autoComplete="tel" required maxLength={CONTACT_LIMITS.phone} disabled={sending} error={errors.phone?.message} {...field('phone')} />
      </div>
      <Textarea label="Mensaje" required rows={5} maxLength={CONTACT_LIMITS.message} disabled={sending} error={errors.message?.message} {...field('message')} />
      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Sitio web
          <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
        </label>
      </div>
      <PrivacyShort place="contacto" />
      <div className="contact-form__footer">
        <Button type="submit" icon={<Send size={18} aria-hidden="true" />} busy={sending} busyText="Enviando..." disabled={sending}>
          Enviar
        </Button>
        <div aria-live="polite">
          {status.kind === 'success' && <p className="form-success">{status.text}</p>}
          {status.kind === 'error' && (
            <p className="form-error" role="alert">
              {status.text}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
